// The payment queue (issue 4, DESIGN §6): every payment the signed-in user has in the outbox on this device, oldest
// first, with its state, attempts, last error and the server's code; refused ones can be sent again (with fresh
// Idempotency-Keys) or discarded, a queued one can be sent now. Overdue items (past the age limit) are marked,
// never removed: only a person discards, and only what can no longer reach the server unnoticed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import type { Names } from '#shared/api/catalogue.ts';
import { formatSum } from '#shared/money.ts';
import '#client/lib/dates.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { localText } from '#client/lib/local-text.ts';
import { translateCode } from '#client/lib/messages.ts';
import { useOutboxItems, useWaitingForOthers } from '#client/offline/hooks.ts';
import { useOutboxStateLabel } from '#client/offline/labels.ts';
import { isOverdue } from '#client/offline/limits.ts';
import { canDiscard, isFinished, type OutboxItem } from '#client/offline/outbox-machine.ts';
import { discard, retry } from '#client/offline/outbox.ts';
import { useOnline } from '#client/offline/online.ts';
import { useOfflineLimits } from '#client/offline/queue-hooks.ts';
import { Badge, type BadgeTone } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import '../queue.css';

const TONES: Record<OutboxItem['state'], BadgeTone> = {
  queued: 'info',
  sending: 'info',
  PAID: 'success',
  PENDING: 'warning',
  ERROR: 'danger',
  refused: 'danger',
};

/** Finished items stay in the outbox as history; the screen shows what still needs attention first. */
const notFinished = (item: OutboxItem) => !isFinished(item.state);

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
            return (
              <li key={item.id} className="ap-card qu-item" data-testid="queue-item" data-state={item.state}>
                <div className="qu-item__main">
                  <span className="qu-item__name">{name(item.summary.merchantName)}</span>
                  <span className="ap-text-muted">
                    {dayjs(item.createdAt).format('DD.MM.YYYY HH:mm')} · {item.summary.account}
                  </span>
                  <span className="qu-item__meta">
                    {t`Попыток: ${item.attempts}`}
                    {item.invoiceNumber ? ` · ${t`Счёт № ${item.invoiceNumber}`}` : ''}
                  </span>
                  {error && (
                    <span className="qu-item__error" data-testid="queue-error">
                      {translateCode(i18n, error.code)}{' '}
                      <code>
                        {error.code}
                        {error.status ? ` · ${error.status}` : ''}
                      </code>
                    </span>
                  )}
                </div>
                <div className="qu-item__side">
                  <span className="qu-item__amount">{`${formatSum(item.summary.total)} ${t`сум`}`}</span>
                  <Badge tone={TONES[item.state]}>{stateLabel(item.state)}</Badge>
                  {overdue && <Badge tone="warning">{t`Дольше допустимого`}</Badge>}
                  <div className="qu-item__actions">
                    {(item.state === 'refused' || (item.state === 'queued' && item.lastError)) && (
                      <Button small variant="secondary" disabled={!online} onClick={() => void retry(item.id)}>
                        {item.state === 'refused' ? t`Повторить` : t`Отправить сейчас`}
                      </Button>
                    )}
                    {canDiscard(item) && item.state !== 'queued' && (
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
    </div>
  );
}
