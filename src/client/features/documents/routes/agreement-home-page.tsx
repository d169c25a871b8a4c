// The home at `/` for an account with an agreement to sign (spec 01 §2.1); onboarding and moderation have theirs in
// features/onboarding, the contract its own page here. It says plainly what state the account is in and what happens
// next, and offers the sections that are open to it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdditionalAgreement } from '#shared/api/agreements.ts';
import { PagedList } from '#client/ui/paged-list.tsx';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { setSkipUnsignedAgreement } from '#client/lib/session.ts';
import { Button } from '#client/ui/button.tsx';
import { useAgreements } from '../api/agreements.ts';
import { AgreementDialog } from '../components/agreement-dialog.tsx';
import { HomeLinks } from '../components/home-links.tsx';
import { StatusCard } from '../components/status-card.tsx';
import { AgreementTable } from './agreements-page.tsx';
import { useDocumentsLive } from '../api/live.ts';
import '../documents.css';

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

/**
 * spec 01 §2.1, spec 03 §2: the forced additional-agreement screen. An unsigned (not expired) agreement may be
 * postponed by the owner; an expired one may not. The owner signs here; the portal opens once nothing is left.
 */
function AgreementCard() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const expired = profile.documents.existsExpiredAgreement;
  const owner = profile.role === 'AGENT';
  return (
    <>
    <StatusCard
      icon="document"
      tone="warning"
      title={expired ? t`Срок подписания дополнительного соглашения истёк` : t`Есть неподписанное дополнительное соглашение`}
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
        {/* spec 01 §2.1: signing may wait until the agreement expires; only then is work suspended (issue 25). */}
        {!owner ? (
          <Trans>Срок подписания дополнительного соглашения истёк, работа приостановлена до его подписания. Подписать его можно только из основного аккаунта бизнеса.</Trans>
        ) : expired ? (
          <Trans>Работа с точками продаж и платежами приостановлена до подписания соглашения. Соглашение подписывается электронной цифровой подписью (ЭЦП) владельца бизнеса.</Trans>
        ) : (
          <Trans>Подписать соглашение можно сейчас или позже: до окончания срока подписания работа продолжается, нажмите «Напомнить позже». Когда срок истечёт, работа с точками продаж и платежами будет приостановлена до подписания. Соглашение подписывается электронной цифровой подписью (ЭЦП) владельца бизнеса.</Trans>
        )}
      </p>
    </StatusCard>
    {owner && <PendingAgreements />}
    </>
  );
}

function PendingAgreements() {
  const [opened, setOpened] = useState<AdditionalAgreement | null>(null);
  const list = useAgreements(0, true);
  return (
    <section className="ap-card">
      <PagedList list={list} empty={<Trans>Соглашений для подписи нет</Trans>} onPage={() => {}}>
        {(agreements) => <AgreementTable agreements={agreements} onOpen={setOpened} />}
      </PagedList>
      <AgreementDialog agreement={opened} onClose={() => setOpened(null)} />
    </section>
  );
}

export default function HomePage() {
  useDocumentsLive();
  return (
    <div className="ap-stack">
      <StateCard />
      <HomeLinks />
    </div>
  );
}
