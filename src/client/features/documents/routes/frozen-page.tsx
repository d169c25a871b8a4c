// The home of an active business that has no owner's signature (spec 03 §4): work is frozen until the owner signs
// again with a valid key (PATCH /v1/business/set-signature over the business's contract).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { errorText } from '#client/lib/messages.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useContract } from '../api/contract.ts';
import { idsOf } from '../components/business-ids.ts';
import { SignPanel } from '../components/sign-panel.tsx';
import '../documents.css';

export default function FrozenPage() {
  const { t, i18n } = useLingui();
  const { profile } = useSignedIn();
  const business = profile.business;
  const [signing, setSigning] = useState(false);
  const contract = useContract(signing ? (business?.contractId ?? null) : null);
  const owner = profile.role === 'AGENT';
  return (
    <section className="ap-card ap-status">
      <span className="ap-status__icon ap-status__icon--warning">
        <Icon name="lock" size={28} />
      </span>
      <h1 className="ap-title">
        <Trans>Аккаунт заморожен</Trans>
      </h1>
      <p className="ap-text-muted">
        {owner ? (
          <Trans>У бизнеса нет действующей электронной подписи владельца. Подпишите договор ключом ЭЦП, чтобы продолжить работу.</Trans>
        ) : (
          <Trans>Подписать договор можно только из основного аккаунта бизнеса.</Trans>
        )}
      </p>
      {owner && business && !signing && (
        <div className="ap-row">
          <Button variant="primary" onClick={() => setSigning(true)}>
            <Trans>Подписать ЭЦП</Trans>
          </Button>
        </div>
      )}
      {signing && business && (
        <div className="ap-frozen__sign">
          {contract.isPending && <Spinner label={t`Загрузка договора…`} />}
          {contract.isError && <Banner tone="error">{errorText(i18n, contract.error)}</Banner>}
          {contract.data && (
            <SignPanel contract={contract.data} business={idsOf(business)} mode="signature" onCancel={() => setSigning(false)} />
          )}
        </div>
      )}
    </section>
  );
}
