// The screens after paying (spec 02 §4): SUCCESSFUL → success, IN_PROCESS → pending (awaiting confirmation, may
// take a few minutes), UNSUCCESSFUL or any error → "an error has occurred" with the server's message translated.
// With the server's invoice at hand they show its figures and open its receipt.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { Invoice } from '#shared/api/invoices.ts';
import { Button } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { useStepFocus } from '#client/ui/step-focus.ts';
import { SummaryRows, type SummaryRow } from './flow-frame.tsx';
import { PrintReceipt, ReceiptDialog } from './receipt-dialog.tsx';
import type { Outcome } from '../invoice-view.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { accountText } from '#client/lib/invoice-text.ts';
import { isCardTopUp } from '#client/lib/receipt/receipt-view.ts';

type ResultScreenProps = {
  outcome: Outcome;
  invoice: Invoice | null;
  /** The translated reason of an error. */
  message?: string;
  onNew: () => void;
  /** Lines shown when there is no server invoice to show (a refused payment). */
  rows?: SummaryRow[];
  /** More actions (retry, discard) under the message. */
  extra?: ReactNode;
};

export function ResultScreen({ outcome, invoice, message, onNew, rows, extra }: ResultScreenProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [receipt, setReceipt] = useState<Invoice | null>(null);
  const container = useStepFocus<HTMLDivElement>(outcome);
  const heading: Record<Outcome, string> = {
    success: t`Платёж успешно проведён`,
    pending: t`Платёж ожидает подтверждения`,
    error: t`Произошла ошибка`,
  };
  return (
    <div className={`ap-ws-result ap-ws-result--${outcome}`} role="status" ref={container}>
      <span className="ap-ws-result__icon">
        <Icon name={outcome === 'success' ? 'check' : outcome === 'pending' ? 'clock' : 'alert'} size={30} />
      </span>
      <h2 className="ap-title" tabIndex={-1}>
        {heading[outcome]}
      </h2>
      {outcome === 'pending' && <p className="ap-text-muted">{t`Ожидает подтверждения, это может занять несколько минут`}</p>}
      {outcome === 'error' && message && <p className="ap-ws-result__message">{message}</p>}
      {/* DESIGN §4: a failed payment's reserve always comes back; the cashier gives the payer's money back. */}
      {invoice?.status.value === 'ERROR' && <p className="ap-text-muted">{t`Сумма не списана с депозита — верните деньги плательщику.`}</p>}
      {!invoice && rows && <SummaryRows rows={rows} />}
      {invoice && (
        <SummaryRows
          rows={[
            { label: t`Услуга`, value: isCardTopUp(invoice) ? t`Пополнение карты` : format.name(invoice.merchant.name) },
            // The account or the masked card the payment went to (issue 16), as the receipt prints it.
            ...invoice.fields.account
              .filter((field) => field.primary || invoice.fields.account.length === 1)
              .map((field) => ({ label: format.name(field.title), value: accountText(field) })),
            { label: t`Номер транзакции`, value: invoice.number },
            { label: t`Сумма`, value: format.money(invoice.amount.value) },
            { label: t`Комиссия`, value: format.money(invoice.commission.amount) },
            { label: t`Итого`, value: format.money(invoice.amount.total), total: true },
          ]}
        />
      )}
      {extra}
      <div className="ap-ws-actions">
        {invoice && outcome === 'success' && <PrintReceipt invoice={invoice} onBrowserPrint={() => setReceipt(invoice)} />}
        {invoice && (
          <Button variant="secondary" onClick={() => setReceipt(invoice)}>
            <Icon name="document" size={18} />
            <Trans>Чек</Trans>
          </Button>
        )}
        <Button onClick={onNew}>
          <Trans>Новый платёж</Trans>
        </Button>
      </div>
      <ReceiptDialog invoice={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}
