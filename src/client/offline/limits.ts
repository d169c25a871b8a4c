// The limits on what may wait in the outbox (DESIGN §6), as pure functions over the owner's items. The values come
// from public settings when the server has them (keys below) and otherwise from OFFLINE_DEFAULTS, the one place
// where the documented defaults live. Past a limit the UI refuses to queue and says which limit and why.
import type { Tiyin } from '#shared/money.ts';
import { OFFLINE_MAX_AGE } from '#shared/payment-rules.ts';
import { byCreation, isUnsent, type OutboxItem } from './outbox-machine.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Optional public settings (values in so'm and hours); a missing or unreadable one takes its default. */
export const OFFLINE_SETTING_KEYS = {
  maxPayment: 'offline_max_payment',
  maxAgeHours: OFFLINE_MAX_AGE.settingKey,
} as const;

/**
 * Documented defaults: one payment taken without a connection may total at most 5 000 000 so'm; the oldest unsent
 * payment may be 24 h old before new ones are refused (it is then marked overdue, never dropped); the device clock
 * may differ from the server's by 5 minutes before the shell warns.
 */
export const OFFLINE_DEFAULTS = {
  maxPayment: 500_000_000 as Tiyin,
  maxAgeMs: OFFLINE_MAX_AGE.defaultMs,
  clockSkewWarnMs: 5 * 60 * 1000,
} as const;

export type OfflineLimits = { maxPayment: Tiyin; maxAgeMs: number };

/** The limits from the public settings list (`[{ key, value, status }]`), falling back to the defaults. */
export function offlineLimitsOf(settings: readonly { key: string; value: string; status: string }[] | undefined): OfflineLimits {
  const number = (key: string) => {
    const raw = settings?.find((setting) => setting.key === key && setting.status === 'ACTIVE')?.value;
    const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  const maxSum = number(OFFLINE_SETTING_KEYS.maxPayment);
  const maxHours = number(OFFLINE_SETTING_KEYS.maxAgeHours);
  return {
    maxPayment: maxSum === null ? OFFLINE_DEFAULTS.maxPayment : Math.round(maxSum * 100),
    maxAgeMs: maxHours === null ? OFFLINE_DEFAULTS.maxAgeMs : maxHours * HOUR_MS,
  };
}

/** What the owner's unsent payments add up to (the payer's totals: what leaves the deposit). */
export function queuedTotal(items: readonly Pick<OutboxItem, 'state' | 'summary'>[]): Tiyin {
  return items.filter(isUnsent).reduce((sum, item) => sum + item.summary.total, 0);
}

/** The creation time of the oldest unsent payment, null when nothing waits. */
export function oldestUnsentAt(items: readonly Pick<OutboxItem, 'state' | 'createdAt'>[]): number | null {
  const unsent = items.filter(isUnsent);
  return unsent.length === 0 ? null : Math.min(...unsent.map((item) => item.createdAt));
}

/** An unsent payment older than the age limit: shown as overdue and kept (it is still sent), never dropped. */
export function isOverdue(item: Pick<OutboxItem, 'state' | 'createdAt'>, now: number, limits: Pick<OfflineLimits, 'maxAgeMs'>): boolean {
  return isUnsent(item) && now - item.createdAt > limits.maxAgeMs;
}

/** Online, a payment is normally answered within seconds: only one waiting longer (or failing) is worth a strip. */
export const ONLINE_GRACE_MS = 10_000;

/** An unsent payment worth pointing out while online: its sending failed once, or it has waited past the grace. */
export function isStuck(item: Pick<OutboxItem, 'state' | 'createdAt' | 'lastError'>, now: number): boolean {
  return isUnsent(item) && (item.lastError !== null || now - item.createdAt > ONLINE_GRACE_MS);
}

/** The moment the next unsent payment that is not stuck yet becomes stuck, so the strip looks again then; or null. */
export function nextStuckAt(items: readonly Pick<OutboxItem, 'state' | 'createdAt' | 'lastError'>[], now: number): number | null {
  const ends = items.filter((item) => isUnsent(item) && !isStuck(item, now)).map((item) => item.createdAt + ONLINE_GRACE_MS + 1);
  return ends.length === 0 ? null : Math.min(...ends);
}

export type QueueRefusal =
  | { code: 'offline_amount_too_large'; max: Tiyin }
  | { code: 'offline_deposit_exceeded'; available: Tiyin }
  | { code: 'offline_queue_too_old'; oldestAt: number };

/**
 * Whether a payment of `total` may join the queue while offline: not above the largest offline payment, the queue
 * plus it never above the last known deposit (when one is known), and nothing unsent older than the age limit.
 */
export function checkOfflinePayment(input: {
  total: Tiyin;
  items: readonly Pick<OutboxItem, 'state' | 'summary' | 'createdAt'>[];
  deposit: Tiyin | null;
  limits: OfflineLimits;
  now: number;
}): QueueRefusal | null {
  const { total, items, deposit, limits, now } = input;
  if (total > limits.maxPayment) return { code: 'offline_amount_too_large', max: limits.maxPayment };
  const oldestAt = oldestUnsentAt(items);
  if (oldestAt !== null && now - oldestAt > limits.maxAgeMs) return { code: 'offline_queue_too_old', oldestAt };
  if (deposit !== null) {
    const available = Math.max(0, deposit - queuedTotal(items));
    if (total > available) return { code: 'offline_deposit_exceeded', available };
  }
  return null;
}

/** Whether the device clock is off from the server's by more than the warning threshold. */
export function clockSkewed(offsetMs: number | null | undefined): boolean {
  return offsetMs != null && Math.abs(offsetMs) > OFFLINE_DEFAULTS.clockSkewWarnMs;
}

export type QueueSummary = {
  /** Payments still to be sent (queued or being sent). */
  unsent: number;
  /** Payments the server refused, waiting for a person to retry or discard them. */
  refused: number;
  total: Tiyin;
  oldestAt: number | null;
  /** Every item still in the outbox but the finished ones. */
  open: OutboxItem[];
};

export const EMPTY_QUEUE: QueueSummary = { unsent: 0, refused: 0, total: 0, oldestAt: null, open: [] };

export function summarize(items: readonly OutboxItem[]): QueueSummary {
  const open = items.filter((item) => isUnsent(item) || item.state === 'refused').sort(byCreation);
  return {
    unsent: open.filter(isUnsent).length,
    refused: open.filter((item) => item.state === 'refused').length,
    total: queuedTotal(open),
    oldestAt: oldestUnsentAt(open),
    open,
  };
}
