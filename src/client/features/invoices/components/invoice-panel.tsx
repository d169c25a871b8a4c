// The payment details in a 440 px side panel (spec 02 §2): service, account fields, amounts, commission, reward,
// status, dates, OFD data, the receipt to reprint (issue 16), and the cancellation request.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { STATUS_VARIANTS, type Invoice } from '#shared/api/invoices.ts';
import { formatSum } from '#shared/money.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { translateCode } from '#client/lib/messages.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Dialog } from '#client/ui/dialog.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { ReceiptSheet } from '#client/lib/receipt/receipt-sheet.tsx';
import { DetailList, SidePanel } from '#client/ui/side-panel.tsx';
import { accountText, choiceText, paymentTime } from '#client/lib/invoice-text.ts';
import { INVOICE_STATUS_LABELS } from '#client/lib/invoice-status.ts';
import { localText } from '#client/lib/local-text.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { CancellationAction } from './cancellation-action.tsx';

export function InvoicePanel({ row, onClose }: { row: Invoice | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SidePanel
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t`Транзакция № ${row.number}` : ''}
      closeLabel={t`Закрыть`}
    >
      {row && <InvoiceDetails row={row} />}
    </SidePanel>
  );
}

function InvoiceDetails({ row }: { row: Invoice }) {
  const { t, i18n } = useLingui();
  const invoice = useInvoice(row).data ?? row;
  const [receipt, setReceipt] = useState(false);
  const sum = (amount: number) => `${formatSum(amount)} ${t`сум`}`;
  const { fields, ofd } = invoice;
  const choices = [fields.region, fields.subRegion, fields.type].filter((field) => field !== null);

  const rows: { label: ReactNode; value: ReactNode; key?: string }[] = [
    { label: t`Услуга`, value: localText(invoice.merchant.name, i18n.locale) },
    ...choices.map((field, index) => ({ key: `choice-${index}`, label: localText(field.title, i18n.locale), value: choiceText(field, i18n.locale) })),
    ...fields.account.map((field, index) => ({
      key: `account-${index}`,
      label: localText(field.title, i18n.locale),
      value: accountText(field),
    })),
    { label: t`Точка продаж`, value: invoice.salePoint.name },
    { label: t`Плательщик`, value: invoice.user.name },
    { label: t`Сумма`, value: sum(invoice.amount.value) },
    { label: t`Комиссия`, value: sum(invoice.commission.amount) },
    { label: t`Итого`, value: sum(invoice.amount.total) },
    { label: t`Вознаграждение`, value: `${sum(invoice.reward.amount)} (${invoice.reward.percent}%)` },
    { label: t`Время платежа`, value: formatDateTime(paymentTime(invoice)) },
    { label: t`Создана`, value: formatDateTime(invoice.createdDate) },
    { label: t`Изменена`, value: formatDateTime(invoice.modifiedDate) },
  ];

  return (
    <>
      <div className="iv-summary">
        <Badge tone={STATUS_VARIANTS[invoice.status.value]}>{i18n._(INVOICE_STATUS_LABELS[invoice.status.value])}</Badge>
        <span className="iv-summary__amount" data-testid="invoice-panel-amount">
          {sum(invoice.amount.value)}
        </span>
      </div>
      {invoice.status.value === 'ERROR' && invoice.errorCode && <Banner tone="error">{translateCode(i18n, invoice.errorCode)}</Banner>}
      <DetailList rows={rows} />
      {ofd && (
        <section className="ap-stack ap-stack--tight">
          <h3 className="iv-section-title">
            <Trans>Фискальные данные (ОФД)</Trans>
          </h3>
          <DetailList
            rows={[
              { label: t`Номер чека`, value: ofd.receiptId },
              { label: t`Терминал`, value: ofd.terminalId },
              { label: t`Фискальный признак`, value: ofd.fiscalSign },
            ]}
          />
          {ofd.url && (
            <a href={ofd.url} target="_blank" rel="noreferrer noopener">
              <Trans>Открыть чек в ОФД</Trans>
            </a>
          )}
        </section>
      )}
      <div className="iv-actions">
        <Button variant="secondary" onClick={() => setReceipt(true)}>
          <Icon name="document" size={18} />
          <Trans>Чек</Trans>
        </Button>
        <CancellationAction invoice={invoice} />
      </div>
      <Dialog open={receipt} onOpenChange={setReceipt} title={t`Чек`} closeLabel={t`Закрыть`}>
        <ReceiptSheet invoice={invoice} onClose={() => setReceipt(false)} />
      </Dialog>
    </>
  );
}
