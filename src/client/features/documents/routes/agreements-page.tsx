// spec 03 §2 /documents/additional-agreements: the list (status not CREATED), newest first, and the detail modal.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdditionalAgreement } from '#shared/api/agreements.ts';
import { PagedList } from '#client/features/balance/components/paged-list.tsx';
import { formatDate } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { RowOpenButton } from '#client/ui/row-open-button.tsx';
import { useAgreements } from '../api/agreements.ts';
import { AgreementDialog } from '../components/agreement-dialog.tsx';
import { SignatureGate } from '../components/signature-gate.tsx';
import { agreementBadge } from '../labels.ts';

export function AgreementTable({ agreements, onOpen }: { agreements: AdditionalAgreement[]; onOpen: (agreement: AdditionalAgreement) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t`Номер`}</th>
            <th scope="col">{t`Название`}</th>
            <th scope="col">{t`Дата начала действия`}</th>
            <th scope="col">{t`Статус`}</th>
          </tr>
        </thead>
        <tbody>
          {agreements.map((agreement) => {
            const badge = agreementBadge(agreement);
            return (
              <tr key={agreement.id} data-testid="agreement-row" onClick={() => onOpen(agreement)}>
                <td>
                  <RowOpenButton onOpen={() => onOpen(agreement)}>{agreement.agreementNumber}</RowOpenButton>
                </td>
                <td>{agreement.agreementName}</td>
                <td>{formatDate(agreement.startDate)}</td>
                <td>
                  <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function AgreementsPage() {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<AdditionalAgreement | null>(null);
  const list = useAgreements(page);
  return (
    <SignatureGate>
      <PagedList list={list} empty={<Trans>Дополнительных соглашений пока нет</Trans>} onPage={setPage}>
        {(agreements) => <AgreementTable agreements={agreements} onOpen={setOpened} />}
      </PagedList>
      <AgreementDialog agreement={opened} onClose={() => setOpened(null)} />
    </SignatureGate>
  );
}
