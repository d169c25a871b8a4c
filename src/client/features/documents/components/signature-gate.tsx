// spec 03 §2, §6: agreements and account invoices are signed with the business's EDS key; without one (hasSignature
// false) a prompt to choose a key replaces the section.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Banner } from '#client/ui/banner.tsx';

export function SignatureGate({ children }: { children: ReactNode }) {
  const { profile } = useSignedIn();
  if (profile.business?.hasSignature) return <>{children}</>;
  return (
    <Banner tone="warning">
      <strong>
        <Trans>Выберите ключ ЭЦП</Trans>
      </strong>
      <p>
        <Trans>
          Документы подписываются электронной цифровой подписью владельца бизнеса. Подключите ключ ЭЦП на <Link to="/">главной странице</Link>.
        </Trans>
      </p>
    </Banner>
  );
}
