// Follows a payment written to the outbox until the server's answer is stored, then shows its result screen. A
// payment that cannot be sent yet says so and stays queued. A refused one (e.g. not enough deposit) is this
// payment's result, shown here with the reason and "try again" (issue 24 item 5): the cashier has seen it, so it
// leaves the queue at once instead of waiting there as "refused by the server". Reopening the page (the id is in
// the address) shows the same item again while it is in the outbox.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Invoice } from '#shared/api/invoices.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useStepFocus } from '#client/ui/step-focus.ts';
import { useOutboxItem } from '#client/offline/hooks.ts';
import { useOnline } from '#client/offline/online.ts';
import type { OutboxItem } from '#client/offline/outbox-machine.ts';
import { discard, enqueueAgain, retry } from '#client/offline/outbox.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { outcomeOf } from '../invoice-view.ts';
import { ResultScreen } from './result-screen.tsx';
import { useFormat } from '#client/lib/use-format.ts';

const PENDING_POLL_MS = 5_000;

type PaymentOutcomeProps = {
  id: string;
  onNew: () => void;
  /** Shows the outcome of another outbox item (a failed payment tried again with the same details). */
  onSubmitted: (outboxId: string) => void;
};

export function PaymentOutcome({ id, onNew, onSubmitted }: PaymentOutcomeProps) {
  const { t } = useLingui();
  const format = useFormat();
  const item = useOutboxItem(id);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<OutboxItem | null>(null);
  const sending = useStepFocus<HTMLDivElement>(refused ? 'refused' : item?.state);

  useEffect(() => {
    if (item?.state !== 'refused' || refused?.id === item.id) return;
    setRefused(item);
    void discard(item.id);
  }, [item, refused]);

  if (refused) {
    return (
      <ResultScreen
        outcome="error"
        invoice={null}
        rows={[
          { label: t`Услуга`, value: format.name(refused.summary.merchantName) },
          { label: t`Лицевой счёт`, value: refused.summary.account },
          { label: t`Итого`, value: format.money(refused.summary.total), total: true },
        ]}
        message={format.code(refused.lastError?.code ?? 'internal_error')}
        onNew={onNew}
        extra={
          <div className="ap-ws-actions">
            <Button
              variant="secondary"
              loading={busy}
              disabled={!online}
              onClick={async () => {
                setBusy(true);
                onSubmitted(await enqueueAgain(refused));
              }}
            >
              <Trans>Попробовать снова</Trans>
            </Button>
          </div>
        }
      />
    );
  }
  if (item === undefined) return <Spinner large label={t`Загрузка…`} />;
  if (item === null) {
    return (
      <div className="ap-ws-result" role="status">
        <p className="ap-text-muted">{t`Этого платежа больше нет в очереди`}</p>
        <Button onClick={onNew}>
          <Trans>Новый платёж</Trans>
        </Button>
      </div>
    );
  }

  if (item.state === 'queued' || item.state === 'sending') {
    // Issue 16: a payment that cannot go now is said plainly to be saved, and the customer may go; "sending" is
    // shown only while it is actually on its way.
    const waiting = item.lastError !== null || !online;
    return (
      <div className="ap-ws-result ap-ws-result--pending" role="status" aria-live="polite" ref={sending}>
        {!waiting && <Spinner large />}
        <h2 className="ap-title" tabIndex={-1}>
          {waiting ? t`Платёж сохранён` : t`Платёж отправляется…`}
        </h2>
        <p className="ap-text-muted">
          {format.name(item.summary.merchantName)} · {item.summary.account} · {format.money(item.summary.total)}
        </p>
        {!online ? (
          <Banner tone="info">
            {t`Нет сети. Платёж сохранён на этом устройстве и будет отправлен автоматически, когда связь восстановится. Клиент может идти.`}
          </Banner>
        ) : (
          item.lastError && (
            <Banner tone="info">
              {t`Нет ответа от сервера. Платёж сохранён на этом устройстве и будет отправлен автоматически. Клиент может идти.`}
              {/* A lost connection is what the sentence says; any other fault (a server error) is named. */}
              {item.lastError.code !== 'network_error' && ` ${format.code(item.lastError.code)}`}
            </Banner>
          )
        )}
        <div className="ap-ws-actions">
          {waiting && online && item.state === 'queued' && (
            <Button variant="secondary" onClick={() => void retry(item.id)}>
              <Trans>Отправить сейчас</Trans>
            </Button>
          )}
          {/* DESIGN §6: a queued payment never holds the counter up; the next one can be taken at once. */}
          {waiting && (
            <Button onClick={onNew}>
              <Trans>Новый платёж</Trans>
            </Button>
          )}
        </div>
      </div>
    );
  }

  // Refused: shown from the copy taken above once the effect has run.
  if (item.state === 'refused') return <Spinner large label={t`Загрузка…`} />;

  if (item.state === 'withdrawn') {
    return (
      <div className="ap-ws-result" role="status">
        <h2 className="ap-title">{t`Платёж отозван`}</h2>
        <p className="ap-text-muted">
          {format.name(item.summary.merchantName)} · {item.summary.account} · {format.money(item.summary.total)}
        </p>
        <p className="ap-text-muted">{t`Он не был отправлен и остаётся в истории очереди.`}</p>
        <Button onClick={onNew}>
          <Trans>Новый платёж</Trans>
        </Button>
      </div>
    );
  }

  if (item.state === 'PENDING' && item.paidInvoice) return <PendingOutcome initial={item.paidInvoice} onNew={onNew} />;
  const invoice = item.paidInvoice;
  const outcome = item.state === 'PAID' ? 'success' : 'error';
  const failed = item;
  return (
    <ResultScreen
      outcome={outcome}
      invoice={invoice}
      message={outcome === 'error' ? format.code(invoice?.errorCode ?? 'payment_provider_error') : undefined}
      onNew={onNew}
      extra={
        outcome === 'error' && (
          <div className="ap-ws-actions">
            <Button
              variant="secondary"
              loading={busy}
              disabled={!online}
              onClick={async () => {
                setBusy(true);
                onSubmitted(await enqueueAgain(failed));
              }}
            >
              <Trans>Повторить с теми же данными</Trans>
            </Button>
          </div>
        )
      }
    />
  );
}

/** A pending payment is settled by the server later: its invoice is asked again until it leaves PENDING. */
function PendingOutcome({ initial, onNew }: { initial: Invoice; onNew: () => void }) {
  const format = useFormat();
  const { data = initial } = useInvoice(initial.id, initial, PENDING_POLL_MS);
  const outcome = outcomeOf(data);
  return (
    <ResultScreen
      outcome={outcome}
      invoice={data}
      message={outcome === 'error' ? format.code(data.errorCode ?? 'payment_provider_error') : undefined}
      onNew={onNew}
    />
  );
}
