// spec 01 §1: while the test flag is on, every screen says so and links the support group.
import { Trans } from '@lingui/react/macro';
import { usePublicSettings } from '#client/lib/settings.ts';
import { Banner } from '#client/ui/banner.tsx';

export function TestModeBanner() {
  const { testMode, supportLink } = usePublicSettings();
  if (!testMode) return null;
  return (
    <Banner tone="warning" strip>
      <Trans>
        Портал работает в тестовом режиме. Вопросы и замечания —{' '}
        <a href={supportLink} target="_blank" rel="noreferrer">
          в группе поддержки
        </a>
        .
      </Trans>
    </Banner>
  );
}
