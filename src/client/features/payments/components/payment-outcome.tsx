// Follows a payment written to the outbox until the server's answer is stored, then shows its result screen. A
// payment that cannot be sent yet says so and stays queued; a refused one shows the server's code with retry and
// discard. Reopening the page (the id is in the address) shows the same item again.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Invoice } from '#shared/api/invoices.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useStepFocus } from '#client/ui/step-focus.ts';
import { useOutboxItem } from '#client/offline/hooks.ts';
import { useOnline } from '#client/offline/online.ts';
import { discard, retry } from '#client/offline/outbox.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { outcomeOf } from '../invoice-view.ts';
import { ResultScreen } from './result-screen.tsx';
import { useFormat } from './use-format.ts';

const PENDING_POLL_MS = 5_000;

export function PaymentOutcome({ id, onNew }: { id: string; onNew: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const item = useOutboxItem(id);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const sending = useStepFocus<HTMLDivElement>(item?.state);

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
    const waiting = item.lastError !== null || !online;
    return (
      <div className="ap-ws-result ap-ws-result--pending" role="status" aria-live="polite" ref={sending}>
        <Spinner large />
        <h2 className="ap-title" tabIndex={-1}>
          {t`Платёж отправляется…`}
        </h2>
        {waiting && <Badge tone="info">{t`Ожидает подтверждения`}</Badge>}
        <p className="ap-text-muted">
          {format.name(item.summary.merchantName)} · {item.summary.account} · {format.money(item.summary.total)}
        </p>
        {!online ? (
          <Banner tone="warning">{t`Нет сети. Платёж сохранён на этом устройстве и будет отправлен, когда связь восстановится.`}</Banner>
        ) : (
          item.lastError && (
            <Banner tone="warning">
              {t`Нет ответа от сервера. Платёж сохранён на этом устройстве и будет отправлен автоматически.`}
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

  if (item.state === 'refused') {
    return (
      <ResultScreen
        outcome="error"
        invoice={null}
        rows={[
          { label: t`Услуга`, value: format.name(item.summary.merchantName) },
          { label: t`Лицевой счёт`, value: item.summary.account },
          { label: t`Итого`, value: format.money(item.summary.total), total: true },
        ]}
        message={format.code(item.lastError?.code ?? 'internal_error')}
        onNew={onNew}
        extra={
          <div className="ap-ws-actions">
            <Button
              variant="secondary"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                await retry(item.id);
                setBusy(false);
              }}
            >
              <Trans>Повторить</Trans>
            </Button>
            <Button
              variant="ghost"
              onClick={async () => {
                await discard(item.id);
                onNew();
              }}
            >
              <Trans>Удалить из очереди</Trans>
            </Button>
          </div>
        }
      />
    );
  }

  if (item.state === 'PENDING' && item.paidInvoice) return <PendingOutcome initial={item.paidInvoice} onNew={onNew} />;
  const invoice = item.paidInvoice;
  const outcome = item.state === 'PAID' ? 'success' : 'error';
  return (
    <ResultScreen
      outcome={outcome}
      invoice={invoice}
      message={outcome === 'error' ? format.code(invoice?.errorCode ?? 'payment_provider_error') : undefined}
      onNew={onNew}
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
