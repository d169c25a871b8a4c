// Test mode (DESIGN §7): the last code sent to the phone, so a tester needs no real SMS.
import { Trans } from '@lingui/react/macro';
import { Banner } from './banner.tsx';

export function TestCodeHint({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <Banner tone="info">
      <Trans>
        Тестовый режим: последний отправленный код — <strong data-testid="last-code">{code}</strong>
      </Trans>
    </Banner>
  );
}
