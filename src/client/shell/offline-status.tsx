// The shell's view of the connection and the payment queue (DESIGN §6, issue 4): the connectivity indicator in the
// top bar, and under it one strip that says what the cashier must know — offline since when the data dates from,
// how many payments are unsent and how old the oldest is (overdue past the age limit), refused payments waiting
// for a decision, and a device clock that is more than 5 minutes off. The strip links to the queue screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import '#client/lib/dates.ts';
import { useOnline } from '#client/offline/online.ts';
import { clockSkewed, isStuck, nextStuckAt } from '#client/offline/limits.ts';
import { useClockOffset, useOfflineLimits, useQueueSummary } from '#client/offline/queue-hooks.ts';
import { Icon } from '#client/ui/icons.tsx';

const TICK_MS = 30_000;

/** The current time, refreshed every 30 s so ages in the strip move on their own, and at `wakeAt` if one is due. */
function useNow(wakeAt: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const due = wakeAt(now);
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due]);
  return now;
}

/** When the newest cached answer on screen was received: the "data as of" time shown while offline. */
function useDataAsOf(online: boolean): number | null {
  const client = useQueryClient();
  if (online) return null;
  const latest = client
    .getQueryCache()
    .getAll()
    .reduce((max, query) => Math.max(max, query.state.dataUpdatedAt), 0);
  return latest > 0 ? latest : null;
}

export function ConnectivityIndicator() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <span
      className={online ? 'ap-conn ap-conn--online' : 'ap-conn ap-conn--offline'}
      role="status"
      title={online ? t`В сети` : t`Нет связи`}
      data-testid="connectivity"
    >
      <span className="ap-conn__dot" aria-hidden="true" />
      <span className="ap-conn__label">{online ? t`В сети` : t`Нет связи`}</span>
    </span>
  );
}

/** Minutes or hours since `since`, in words ("5 мин", "3 ч"). */
function useAge(): (since: number, now: number) => string {
  const { t } = useLingui();
  return (since, now) => {
    const minutes = Math.max(0, Math.floor((now - since) / 60_000));
    if (minutes < 60) return t`${minutes} мин`;
    const hours = Math.floor(minutes / 60);
    return t`${hours} ч`;
  };
}

export function OfflineStrip({ queuePath }: { queuePath: string | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const online = useOnline();
  const summary = useQueueSummary();
  // A payment becomes worth showing the moment it has waited past the grace, not at the next 30 s tick.
  const now = useNow((current) => (online ? nextStuckAt(summary.open, current) : null));
  const age = useAge();
  const limits = useOfflineLimits();
  const offset = useClockOffset();
  const asOf = useDataAsOf(online);
  const overdue = summary.oldestAt !== null && now - summary.oldestAt > limits.maxAgeMs;
  const skewed = clockSkewed(offset);
  const stuck = summary.open.some((item) => isStuck(item, now));
  const unsent = !online || stuck ? summary.unsent : 0;
  if (online && unsent === 0 && summary.refused === 0 && !skewed) return null;

  // Outside a sale point, the queue opens under the sale point of the oldest item (the screen lists them all).
  const first = summary.open[0];
  const path = queuePath ?? (first ? `/sale-points/${encodeURIComponent(first.salePointId)}/queue` : null);
  // On the queue page itself the link would lead nowhere (issue 25).
  const queueLink = path && path !== pathname && (unsent > 0 || summary.refused > 0) && (
    <Link to={path} className="ap-offline-strip__link">
      <Trans>Открыть очередь</Trans>
    </Link>
  );
  const refused = summary.refused;
  const oldest = summary.oldestAt === null ? '' : age(summary.oldestAt, now);
  const minutesOff = offset === null ? 0 : Math.round(Math.abs(offset) / 60_000);
  return (
    <div className={`ap-offline-strip${overdue || refused > 0 ? ' ap-offline-strip--alert' : ''}`} role="status" data-testid="offline-strip">
      <Icon name={online ? 'clock' : 'globe'} size={18} />
      <div className="ap-offline-strip__body">
        {!online && (
          <span>{asOf ? t`Нет связи — данные на ${dayjs(asOf).format('HH:mm')}` : t`Нет связи — показаны сохранённые данные`}</span>
        )}
        {unsent > 0 && (
          <span data-testid="unsent-count">
            {t`Не отправлено платежей: ${unsent}`}
            {' · '}
            {overdue ? t`самый старый ждёт ${oldest} — дольше допустимого` : t`самый старый ждёт ${oldest}`}
          </span>
        )}
        {refused > 0 && (
          <span>
            {t`Отклонено сервером: ${refused}`}
          </span>
        )}
        {skewed && <span>{t`Часы устройства расходятся с сервером на ${minutesOff} мин: проверьте дату и время`}</span>}
      </div>
      {queueLink}
    </div>
  );
}
