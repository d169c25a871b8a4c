// The payment queue (issue 4, DESIGN §6): every payment the signed-in user has in the outbox on this device, oldest
// first, with its state, attempts, last error and the server's code, and the next attempt's time; refused ones can
// be sent again (with fresh Idempotency-Keys) or discarded, a queued one can be sent now. A payment that never left
// the device can be withdrawn (issue 16, after a confirmation; kept in the history as withdrawn); once a send has
// started its invoice may exist on the server, and the row says why it cannot be withdrawn. The history shows the
// server's current status of each payment (a payment cancelled later shows cancelled). Overdue items (past the age
// limit) are marked, never removed: only a person discards, and only what can no longer reach the server unnoticed.
// A payment the server answered keeps its receipt, reprinted from the history (issue 24 item 1).
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import type { Names } from '#shared/api/catalogue.ts';
import { STATUS_VARIANTS, type Invoice } from '#shared/api/invoices.ts';
import { formatSum } from '#shared/money.ts';
import '#client/lib/dates.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { INVOICE_STATUS_LABELS } from '#client/lib/invoice-status.ts';
import { localText } from '#client/lib/local-text.ts';
import { translateCode } from '#client/lib/messages.ts';
import { useOutboxItems, useWaitingForOthers } from '#client/offline/hooks.ts';
import { useOutboxStateLabel } from '#client/offline/labels.ts';
import { isOverdue } from '#client/offline/limits.ts';
import { canDiscard, isFinished, type OutboxItem } from '#client/offline/outbox-machine.ts';
import { discard, retry, withdraw } from '#client/offline/outbox.ts';
import { useOnline } from '#client/offline/online.ts';
import { useOfflineLimits } from '#client/offline/queue-hooks.ts';
import { Badge, type BadgeTone } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useServerStatuses } from '../api/list-server-statuses.ts';
import { QueueReceiptDialog } from '../components/queue-receipt.tsx';
import '../queue.css';

const TONES: Record<OutboxItem['state'], BadgeTone> = {
  queued: 'info',
  sending: 'info',
  PAID: 'success',
  PENDING: 'warning',
  ERROR: 'danger',
  refused: 'danger',
  withdrawn: 'neutral',
};

/** Finished and withdrawn items stay in the outbox as history; the screen shows what still needs attention first. */
const isHistory = (item: OutboxItem) => isFinished(item.state) || item.state === 'withdrawn';
const notFinished = (item: OutboxItem) => !isHistory(item);
/** The server's invoice is created after the item: a minute's margin covers a device clock running fast. */
const HISTORY_MARGIN_MS = 60_000;

export default function QueuePage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { profile } = useSignedIn();
  const online = useOnline();
  const limits = useOfflineLimits();
  const stateLabel = useOutboxStateLabel();
  const [all, setAll] = useState(false);
  const filter = useCallback((item: OutboxItem) => all || notFinished(item), [all]);
  const items = useOutboxItems(profile.id, filter);
  const othersWaiting = useWaitingForOthers(profile.id) ?? 0;
  const name = (names: Names) => localText(names, i18n.locale);
  const now = Date.now();
  const [withdrawing, setWithdrawing] = useState<OutboxItem | null>(null);
  const [receipt, setReceipt] = useState<Invoice | null>(null);
  /** Why a row's payment could not be withdrawn, by item id. */
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const since = useMemo(() => {
    const sent = (items ?? []).filter((item) => isFinished(item.state) && item.invoiceNumber);
    return sent.length === 0 ? null : Math.min(...sent.map((item) => item.createdAt)) - HISTORY_MARGIN_MS;
  }, [items]);
  const serverStatuses = useServerStatuses(since, online && all);

  async function onWithdraw(item: OutboxItem) {
    const block = await withdraw(item.id);
    if (block === null || block === 'gone') return;
    const number = item.invoiceNumber ?? '';
    const reason =
      block === 'invoice_exists'
        ? t`Нельзя отозвать: транзакция № ${number} уже создана на сервере. Очередь завершит платёж без повторной оплаты; если он не нужен, отмените его в транзакциях.`
        : block === 'may_have_reached'
          ? t`Нельзя отозвать: платёж уже отправлялся на сервер и мог до него дойти. Очередь завершит его без повторной оплаты; если он не нужен, отмените его в транзакциях.`
          : t`Нельзя отозвать: у платежа уже есть ответ сервера.`;
    setRefusals((current) => ({ ...current, [item.id]: reason }));
  }

  return (
    <div className="ap-stack qu-page">
      <header className="qu-header">
        <h1 className="ap-title">
          <Trans>Очередь платежей</Trans>
        </h1>
        <label className="qu-toggle">
          <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
          <Trans>Показать проведённые</Trans>
        </label>
      </header>
      <p className="ap-text-muted">
        {online
          ? t`Платежи отправляются по порядку, как только сервер доступен.`
          : t`Нет связи. Платежи хранятся на этом устройстве и будут отправлены, когда связь восстановится.`}
      </p>
      {othersWaiting > 0 && (
        <Banner tone="warning">
          {t`На этом устройстве ждут платежи другого пользователя: ${othersWaiting}. Они будут отправлены, когда он снова войдёт здесь.`}
        </Banner>
      )}
      {items === undefined ? (
        <Spinner label={t`Загрузка…`} />
      ) : items.length === 0 ? (
        <p className="ap-text-muted" data-testid="queue-empty">
          <Trans>В очереди нет платежей</Trans>
        </p>
      ) : (
        <ul className="qu-list" aria-label={t`Платежи в очереди`}>
          {items.map((item) => {
            const overdue = isOverdue(item, now, limits);
            const error = item.lastError;
            const serverStatus = item.invoiceNumber ? serverStatuses.data?.[item.invoiceNumber] : undefined;
            const refusal = refusals[item.id];
            return (
              <li key={item.id} className="ap-card qu-item" data-testid="queue-item" data-state={item.state}>
                <div className="qu-item__main">
                  <span className="qu-item__name">{name(item.summary.merchantName)}</span>
                  <span className="ap-text-muted">
                    {dayjs(item.createdAt).format('DD.MM.YYYY HH:mm')} · {item.summary.account}
                  </span>
                  <span className="qu-item__meta">
                    {t`Попыток: ${item.attempts}`}
                    {item.invoiceNumber ? ` · ${t`Транзакция № ${item.invoiceNumber}`}` : ''}
                  </span>
                  {item.state === 'queued' && item.lastError && online && (
                    <span className="qu-item__meta" data-testid="queue-next-attempt">
                      {t`Следующая попытка: ${dayjs(Math.max(item.nextAttemptAt, now)).format('HH:mm:ss')}`}
                    </span>
                  )}
                  {error && (
                    <span className="qu-item__error" data-testid="queue-error">
                      {translateCode(i18n, error.code)}{' '}
                      <code>
                        {error.code}
                        {error.status ? ` · ${error.status}` : ''}
                      </code>
                    </span>
                  )}
                  {refusal && (item.state === 'queued' || item.state === 'sending') && (
                    <span className="qu-item__refusal" role="alert" data-testid="queue-withdraw-refusal">
                      {refusal}
                    </span>
                  )}
                </div>
                <div className="qu-item__side">
                  <span className="qu-item__amount">{`${formatSum(item.summary.total)} ${t`сум`}`}</span>
                  {serverStatus ? (
                    <Badge tone={STATUS_VARIANTS[serverStatus]}>{i18n._(INVOICE_STATUS_LABELS[serverStatus])}</Badge>
                  ) : (
                    <Badge tone={TONES[item.state]}>{stateLabel(item.state)}</Badge>
                  )}
                  {overdue && <Badge tone="warning">{t`Дольше допустимого`}</Badge>}
                  <div className="qu-item__actions">
                    {item.paidInvoice && (
                      <Button small variant="secondary" onClick={() => setReceipt(item.paidInvoice)}>
                        {t`Чек`}
                      </Button>
                    )}
                    {(item.state === 'refused' || (item.state === 'queued' && item.lastError)) && (
                      <Button small variant="secondary" disabled={!online} onClick={() => void retry(item.id)}>
                        {item.state === 'refused' ? t`Повторить` : t`Отправить сейчас`}
                      </Button>
                    )}
                    {(item.state === 'queued' || item.state === 'sending') && (
                      <Button small variant="ghost" onClick={() => setWithdrawing(item)}>
                        {t`Отозвать`}
                      </Button>
                    )}
                    {canDiscard(item) && item.state !== 'queued' && item.state !== 'withdrawn' && (
                      <Button small variant="ghost" onClick={() => void discard(item.id)}>
                        {item.state === 'refused' ? t`Удалить из очереди` : t`Убрать из истории`}
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <QueueReceiptDialog invoice={receipt} onClose={() => setReceipt(null)} />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={t`Отозвать платёж?`}
        description={
          withdrawing &&
          t`${name(withdrawing.summary.merchantName)}, ${withdrawing.summary.account}, ${formatSum(withdrawing.summary.total)} сум: платёж не будет отправлен и останется в истории очереди как отозванный. Верните деньги плательщику.`
        }
        confirmLabel={t`Отозвать`}
        cancelLabel={t`Не отзывать`}
        danger
        onConfirm={() => {
          if (withdrawing) void onWithdraw(withdrawing);
          setWithdrawing(null);
        }}
      />
    </div>
  );
}
