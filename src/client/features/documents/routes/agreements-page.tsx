// spec 03 §2 /documents/additional-agreements: the list (status not CREATED), newest first, and the detail modal.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdditionalAgreement } from '#shared/api/agreements.ts';
import { formatDate } from '#client/lib/dates.ts';
import { useAgreements } from '../api/agreements.ts';
import { AgreementDialog } from '../components/agreement-dialog.tsx';
import { DocumentListPage, DocumentTable, type DocumentColumns } from '../components/document-list.tsx';
import { agreementBadge } from '../labels.ts';

function useAgreementColumns(): DocumentColumns<AdditionalAgreement> {
  const { t } = useLingui();
  return {
    testId: 'agreement-row',
    number: (agreement) => agreement.agreementNumber,
    middle: [
      { header: t`Название`, cell: (agreement) => agreement.agreementName },
      { header: t`Дата начала действия`, cell: (agreement) => formatDate(agreement.startDate) },
    ],
    badge: agreementBadge,
  };
}

/** The agreements table alone, for the home page's list of agreements waiting for the owner. */
export function AgreementTable({ agreements, onOpen }: { agreements: AdditionalAgreement[]; onOpen: (agreement: AdditionalAgreement) => void }) {
  return <DocumentTable rows={agreements} columns={useAgreementColumns()} onOpen={onOpen} />;
}

export default function AgreementsPage() {
  return (
    <DocumentListPage<AdditionalAgreement>
      useList={useAgreements}
      empty={<Trans>Дополнительных соглашений пока нет</Trans>}
      columns={useAgreementColumns()}
      detail={(agreement, onClose) => <AgreementDialog agreement={agreement} onClose={onClose} />}
    />
  );
}
