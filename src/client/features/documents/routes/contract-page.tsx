// The home of a business that passed moderation (spec 03 §4): the invitation to form the contract, then the signing
// screen with the contract and rewards tabs. Only the owner signs; an employee is told so.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { errorText } from '#client/lib/messages.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useDocumentToSign } from '../api/contract.ts';
import { idsOf } from '../components/business-ids.ts';
import { ContractView } from '../components/contract-view.tsx';
import { SignPanel } from '../components/sign-panel.tsx';
import { contractTitle } from '../labels.ts';
import '../documents.css';
import { useDocumentsLive } from '../api/live.ts';

function Invitation({ onForm }: { onForm: () => void }) {
  const { profile } = useSignedIn();
  const businessName = profile.business?.name ?? '';
  return (
    <section className="ap-card ap-status">
      <span className="ap-status__icon">
        <Icon name="document" size={28} />
      </span>
      <h1 className="ap-title">
        <Trans>Модерация пройдена</Trans>
      </h1>
      <p className="ap-text-muted">
        <Trans>Бизнес {businessName} проверен. Сформируйте агентский договор и подпишите его электронной цифровой подписью (ЭЦП) владельца бизнеса, чтобы начать принимать платежи.</Trans>
      </p>
      <div className="ap-row">
        <Button variant="primary" onClick={onForm}>
          <Trans>Сформировать договор</Trans>
        </Button>
      </div>
    </section>
  );
}

function Signing({ onCancel }: { onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { profile } = useSignedIn();
  const contract = useDocumentToSign();
  if (contract.isPending) return <Spinner large label={t`Загрузка договора…`} />;
  if (contract.isError) return <Banner tone="error">{errorText(i18n, contract.error)}</Banner>;
  const business = profile.business;
  return (
    <div className="ap-sign">
      <section className="ap-card ap-stack">
        <h1 className="ap-title">{i18n._(contractTitle(contract.data))}</h1>
        <ContractView contract={contract.data} />
      </section>
      <section className="ap-card ap-stack">
        <h2 className="ap-subtitle">
          <Trans>Подписание ЭЦП</Trans>
        </h2>
        {business && <SignPanel contract={contract.data} business={idsOf(business)} mode="contract" onCancel={onCancel} />}
      </section>
    </div>
  );
}

export default function ContractPage() {
  useDocumentsLive();
  const { profile } = useSignedIn();
  const [view, setView] = useState<'invite' | 'sign'>('invite');
  if (profile.role !== 'AGENT') {
    return (
      <Banner tone="info">
        <Trans>Подписать договор можно только из основного аккаунта бизнеса.</Trans>
      </Banner>
    );
  }
  return view === 'invite' ? <Invitation onForm={() => setView('sign')} /> : <Signing onCancel={() => setView('invite')} />;
}
