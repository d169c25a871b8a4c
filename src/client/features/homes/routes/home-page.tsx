// The home at `/` for an account with an agreement to sign (spec 01 §2.1); onboarding, moderation and the contract
// have their own homes (features/onboarding, features/documents). It says plainly what state the account is in and what happens
// next, and offers the sections that are open to it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { setSkipUnsignedAgreement } from '#client/lib/session.ts';
import { Button } from '#client/ui/button.tsx';
import { HomeLinks } from '../components/home-links.tsx';
import { StatusCard } from '../components/status-card.tsx';

function StateCard() {
  const { access } = useSignedIn();
  switch (access.state) {
    case 'agreement':
      return <AgreementCard />;
    // The working states ('active', 'employee') have the sale point list as their home.
    default:
      return null;
  }
}

/** spec 01 §2.1: an unsigned (not expired) agreement may be postponed by the owner; an expired one may not. */
function AgreementCard() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const expired = profile.documents.existsExpiredAgreement;
  const owner = profile.role === 'AGENT';
  return (
    <StatusCard
      icon="document"
      tone="warning"
      title={expired ? t`Срок действия договора истёк` : t`Есть неподписанный договор`}
      actions={
        owner &&
        !expired && (
          <Button variant="secondary" onClick={() => setSkipUnsignedAgreement(true)}>
            <Trans>Напомнить позже</Trans>
          </Button>
        )
      }
    >
      <p>
        {owner ? (
          <Trans>Пока договор не подписан, работа с точками продаж и платежами приостановлена. Договор подписывается электронной цифровой подписью (ЭЦП) владельца бизнеса.</Trans>
        ) : (
          <Trans>Работа приостановлена до подписания договора. Подписать договор можно только из основного аккаунта бизнеса.</Trans>
        )}
      </p>
    </StatusCard>
  );
}

export default function HomePage() {
  return (
    <div className="ap-stack">
      <StateCard />
      <HomeLinks />
    </div>
  );
}
