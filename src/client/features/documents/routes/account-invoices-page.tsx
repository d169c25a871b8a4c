// spec 03 §2 /documents/invoice: the account invoices, 10 a page newest first, and the detail modal.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountInvoice } from '#shared/api/agreements.ts';
import { formatSum } from '#shared/money.ts';
import { formatDate } from '#client/lib/dates.ts';
import { useAccountInvoices } from '../api/agreements.ts';
import { DocumentListPage } from '../components/document-list.tsx';
import { InvoiceDialog } from '../components/invoice-dialog.tsx';
import { invoiceBadge } from '../labels.ts';

export default function AccountInvoicesPage() {
  const { t } = useLingui();
  return (
    <DocumentListPage<AccountInvoice>
      useList={useAccountInvoices}
      empty={<Trans>Счетов пока нет</Trans>}
      columns={{
        testId: 'account-invoice-row',
        number: (invoice) => invoice.number,
        underNumber: (invoice) => invoice.name,
        middle: [
          { header: t`Сумма`, cell: (invoice) => `${formatSum(invoice.amount)} ${t`сум`}` },
          { header: t`Период`, cell: (invoice) => `${formatDate(invoice.beginDate)} — ${formatDate(invoice.endDate)}` },
        ],
        badge: invoiceBadge,
      }}
      detail={(invoice, onClose) => <InvoiceDialog invoice={invoice} onClose={onClose} />}
    />
  );
}
