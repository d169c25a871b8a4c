// spec 03 §2 /documents/invoice: the account invoices, 10 a page newest first, and the detail modal.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AccountInvoice } from '#shared/api/agreements.ts';
import { formatSum } from '#shared/money.ts';
import { PagedList } from '#client/features/balance/components/paged-list.tsx';
import { formatDate } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { RowOpenButton } from '#client/ui/row-open-button.tsx';
import { useAccountInvoices } from '../api/agreements.ts';
import { InvoiceDialog } from '../components/invoice-dialog.tsx';
import { SignatureGate } from '../components/signature-gate.tsx';
import { invoiceBadge } from '../labels.ts';

function InvoiceTable({ invoices, onOpen }: { invoices: AccountInvoice[]; onOpen: (invoice: AccountInvoice) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t`Номер`}</th>
            <th scope="col">{t`Сумма`}</th>
            <th scope="col">{t`Период`}</th>
            <th scope="col">{t`Статус`}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const badge = invoiceBadge(invoice);
            return (
              <tr key={invoice.id} data-testid="account-invoice-row" onClick={() => onOpen(invoice)}>
                <td>
                  <RowOpenButton onOpen={() => onOpen(invoice)}>{invoice.number}</RowOpenButton>
                  <span className="ap-table__sub">{invoice.name}</span>
                </td>
                <td>
                  {formatSum(invoice.amount)} {t`сум`}
                </td>
                <td>
                  {formatDate(invoice.beginDate)} — {formatDate(invoice.endDate)}
                </td>
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

export default function AccountInvoicesPage() {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<AccountInvoice | null>(null);
  const list = useAccountInvoices(page);
  return (
    <SignatureGate>
      <PagedList list={list} empty={<Trans>Счетов пока нет</Trans>} onPage={setPage}>
        {(invoices) => <InvoiceTable invoices={invoices} onOpen={setOpened} />}
      </PagedList>
      <InvoiceDialog invoice={opened} onClose={() => setOpened(null)} />
    </SignatureGate>
  );
}
