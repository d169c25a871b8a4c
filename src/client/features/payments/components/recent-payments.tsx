// Today's 10 newest payments at this sale point (spec 02 §2); a click opens the payment detail with its receipt.
// Payments still in the outbox come first, badged as queued (DESIGN §6).
import { Trans, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { STATUS_VARIANTS, type Invoice } from '#shared/api/invoices.ts';
import '#client/lib/dates.ts';
import { accountText, paymentTime } from '#client/lib/invoice-text.ts';
import { INVOICE_STATUS_LABELS } from '#client/lib/invoice-status.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useRecentInvoices } from '../api/list-recent-invoices.ts';
import { MerchantLogo } from '#client/ui/merchant-logo.tsx';
import { QueuedPaymentRows, useQueuedPayments } from './queued-payments.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { useFormat } from '#client/lib/use-format.ts';

/**
 * Issue 12: the list, its two reads of the device's copy and its request mount in a render of their own right after
 * the workspace's first commit, not in it: that commit's effects (every query of the screen subscribing at once)
 * were the longest task after the first paint. Meanwhile the card shows its loading state, as it would anyway until
 * the device's copy answers.
 */
export function RecentPayments({ salePointId }: { salePointId: string }) {
  const { t } = useLingui();
  const mounted = useDeferredValue(true, false);
  return (
    <section className="ap-card ap-ws-recent" aria-labelledby="ws-recent-title">
      <h2 id="ws-recent-title" className="ap-subtitle">
        <Trans>Последние платежи за сегодня</Trans>
      </h2>
      {mounted ? <RecentPaymentsList salePointId={salePointId} /> : <Spinner label={t`Загрузка…`} />}
    </section>
  );
}

function RecentPaymentsList({ salePointId }: { salePointId: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const recent = useRecentInvoices(salePointId);
  const queued = useQueuedPayments(salePointId);
  // A queued or refused payment whose invoice the server already opened is listed once, as its queued row.
  const queuedNumbers = new Set(queued.flatMap((item) => (item.invoiceNumber ? [item.invoiceNumber] : [])));
  const settled = recent.data?.filter((invoice) => !queuedNumbers.has(invoice.number)) ?? [];
  const [open, setOpen] = useState<Invoice | null>(null);
  return (
    <>
      {queued.length > 0 && (
        <ul className="ap-ws-recent__list">
          <QueuedPaymentRows items={queued} />
        </ul>
      )}
      {recent.isPending ? (
        <Spinner label={t`Загрузка…`} />
      ) : recent.isError ? (
        <p className="ap-text-muted">{format.code(recent.error.message)}</p>
      ) : settled.length === 0 ? (
        queued.length === 0 && (
          <p className="ap-text-muted">
            <Trans>Сегодня платежей ещё не было</Trans>
          </p>
        )
      ) : (
        <ul className="ap-ws-recent__list">
          {settled.map((invoice) => {
            const account = invoice.fields.account.find((field) => field.primary) ?? invoice.fields.account[0];
            return (
              <li key={invoice.id}>
                <button type="button" className="ap-ws-recent__item" onClick={() => setOpen(invoice)}>
                  <MerchantLogo image={invoice.merchant.image} name={invoice.merchant.name} size={32} />
                  <span className="ap-ws-recent__body">
                    <span className="ap-ws-recent__name">{format.name(invoice.merchant.name)}</span>
                    <span className="ap-ws-recent__meta">
                      {dayjs(paymentTime(invoice)).format('HH:mm')}
                      {account && (
                        <>
                          {' · '}
                          <span className="ap-ws-recent__account">{accountText(account)}</span>
                        </>
                      )}
                    </span>
                  </span>
                  <span className="ap-ws-recent__side">
                    <span className="ap-ws-recent__amount">{format.money(invoice.amount.value)}</span>
                    <Badge tone={STATUS_VARIANTS[invoice.status.value]}>{i18n._(INVOICE_STATUS_LABELS[invoice.status.value])}</Badge>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ReceiptDialog invoice={open} onClose={() => setOpen(null)} />
    </>
  );
}
