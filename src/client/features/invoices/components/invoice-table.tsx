// The transactions table (spec 02 §2). The payer column shows for an agent on the all-sale-points view and for an
// employee inside a sale point; the sale point name under the payer only for an agent outside a sale point. Each row
// opens its details panel.
import { useLingui } from '@lingui/react/macro';
import { STATUS_VARIANTS, type Invoice } from '#shared/api/invoices.ts';
import { formatSum } from '#shared/money.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { accountText, paymentTime, receivedLater } from '#client/lib/invoice-text.ts';
import { INVOICE_STATUS_LABELS } from '#client/lib/invoice-status.ts';
import { localText } from '#client/lib/local-text.ts';
import { RowOpenButton } from '#client/ui/row-open-button.tsx';

function primaryAccount(invoice: Invoice): string {
  const field = invoice.fields.account.find((account) => account.primary) ?? invoice.fields.account[0];
  return field ? accountText(field) : '';
}

type InvoiceTableProps = {
  invoices: Invoice[];
  showPayer: boolean;
  showSalePoint: boolean;
  onOpen: (invoice: Invoice) => void;
};

export function InvoiceTable({ invoices, showPayer, showSalePoint, onOpen }: InvoiceTableProps) {
  const { t, i18n } = useLingui();
  const currency = t`сум`;
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t`Транзакция`}</th>
            <th scope="col">{t`Услуга`}</th>
            {showPayer && <th scope="col">{t`Плательщик`}</th>}
            <th scope="col" className="ap-table__num">
              {t`Сумма`}
            </th>
            <th scope="col">{t`Статус`}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="invoice-row" onClick={() => onOpen(invoice)}>
              <td>
                <RowOpenButton onOpen={() => onOpen(invoice)}>№ {invoice.number}</RowOpenButton>
                <span className="ap-table__sub" data-testid="invoice-time">
                  {formatDateTime(paymentTime(invoice))}
                </span>
                {receivedLater(invoice) && (
                  <span className="ap-table__sub">{t`получен ${formatDateTime(invoice.createdDate)}`}</span>
                )}
              </td>
              <td>
                {localText(invoice.merchant.name, i18n.locale)}
                <span className="ap-table__sub">{primaryAccount(invoice)}</span>
              </td>
              {showPayer && (
                <td data-label={t`Плательщик`}>
                  {invoice.user.name}
                  {showSalePoint && <span className="ap-table__sub">{invoice.salePoint.name}</span>}
                </td>
              )}
              <td className="ap-table__num">
                <strong>
                  {formatSum(invoice.amount.value)} {currency}
                </strong>
              </td>
              <td>
                <Badge tone={STATUS_VARIANTS[invoice.status.value]}>{i18n._(INVOICE_STATUS_LABELS[invoice.status.value])}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
