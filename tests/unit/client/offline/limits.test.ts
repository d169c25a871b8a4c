// Issue 4 / DESIGN §6 offline limits: the largest offline payment, the queued total never above the last known
// deposit, the oldest age (24 h by default) and the settings that override the documented defaults; the queued
// total and the oldest unsent item; overdue items; payments stuck past the online grace; the clock offset warning.
import { describe, expect, it } from 'vitest';
import {
  checkOfflinePayment,
  clockSkewed,
  isOverdue,
  isStuck,
  nextStuckAt,
  OFFLINE_DEFAULTS,
  ONLINE_GRACE_MS,
  OFFLINE_SETTING_KEYS,
  offlineLimitsOf,
  oldestUnsentAt,
  queuedTotal,
  summarize,
} from '#client/offline/limits.ts';
import { createItem, type OutboxItem, type OutboxState } from '#client/offline/outbox-machine.ts';

import { newPayment } from './fixtures.ts';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 2, 12);

function item(state: OutboxState, createdAt: number, total = 505_000, id = `id-${createdAt}-${state}`): OutboxItem {
  const base = createItem(newPayment(), { id, now: createdAt, clockOffsetMs: 0 });
  return { ...base, state, summary: { ...base.summary, total } };
}

const limits = { maxPayment: OFFLINE_DEFAULTS.maxPayment, maxAgeMs: OFFLINE_DEFAULTS.maxAgeMs };

describe('offlineLimitsOf', () => {
  it('takes the documented defaults when the settings have none', () => {
    expect(offlineLimitsOf(undefined)).toEqual({ maxPayment: 500_000_000, maxAgeMs: 24 * HOUR });
    expect(offlineLimitsOf([])).toEqual({ maxPayment: 500_000_000, maxAgeMs: 24 * HOUR });
  });

  it('reads active settings in so\'m and hours, ignoring inactive and unreadable ones', () => {
    const settings = [
      { key: OFFLINE_SETTING_KEYS.maxPayment, value: '1000000', status: 'ACTIVE' },
      { key: OFFLINE_SETTING_KEYS.maxAgeHours, value: '12', status: 'ACTIVE' },
    ];
    expect(offlineLimitsOf(settings)).toEqual({ maxPayment: 100_000_000, maxAgeMs: 12 * HOUR });
    expect(offlineLimitsOf([{ ...settings[0]!, status: 'INACTIVE' }, { ...settings[1]!, value: 'soon' }])).toEqual({
      maxPayment: 500_000_000,
      maxAgeMs: 24 * HOUR,
    });
  });
});

describe('queuedTotal and oldestUnsentAt', () => {
  it('count only what is still to be sent', () => {
    const items = [item('queued', NOW - HOUR, 100), item('sending', NOW - 2 * HOUR, 200), item('refused', NOW - 5 * HOUR, 400), item('PAID', NOW - 9 * HOUR, 800)];
    expect(queuedTotal(items)).toBe(300);
    expect(oldestUnsentAt(items)).toBe(NOW - 2 * HOUR);
    expect(oldestUnsentAt([item('PAID', NOW)])).toBeNull();
  });

  it('summarize counts unsent and refused items and leaves finished ones out', () => {
    const summary = summarize([item('queued', NOW - HOUR, 100), item('refused', NOW - 3 * HOUR, 400), item('ERROR', NOW, 9)]);
    expect(summary).toMatchObject({ unsent: 1, refused: 1, total: 100, oldestAt: NOW - HOUR });
    expect(summary.open.map((open) => open.state)).toEqual(['refused', 'queued']);
  });
});

describe('checkOfflinePayment', () => {
  const check = (total: number, items: OutboxItem[], deposit: number | null) => checkOfflinePayment({ total, items, deposit, limits, now: NOW });

  it('lets a payment in that fits every limit', () => {
    expect(check(505_000, [item('queued', NOW - HOUR)], 10_000_000)).toBeNull();
  });

  it('refuses a payment above the largest offline payment', () => {
    expect(check(500_000_001, [], null)).toEqual({ code: 'offline_amount_too_large', max: 500_000_000 });
    expect(check(500_000_000, [], null)).toBeNull();
  });

  it('never lets the queue go above the last known deposit', () => {
    const queued = [item('queued', NOW - HOUR, 600_000), item('refused', NOW - HOUR, 5_000_000)];
    expect(check(400_000, queued, 1_000_000)).toBeNull();
    expect(check(400_001, queued, 1_000_000)).toEqual({ code: 'offline_deposit_exceeded', available: 400_000 });
    expect(check(1, [item('queued', NOW, 2_000_000)], 1_000_000)).toEqual({ code: 'offline_deposit_exceeded', available: 0 });
  });

  it('skips the deposit check when no balance is known', () => {
    expect(check(400_000_000, [item('queued', NOW, 100_000_000)], null)).toBeNull();
  });

  it('refuses new payments while the oldest unsent one is past the age limit', () => {
    expect(check(100, [item('queued', NOW - 24 * HOUR)], null)).toBeNull();
    expect(check(100, [item('queued', NOW - 24 * HOUR - 1)], null)).toEqual({ code: 'offline_queue_too_old', oldestAt: NOW - 24 * HOUR - 1 });
    expect(check(100, [item('refused', NOW - 48 * HOUR)], null)).toBeNull();
  });
});

describe('isOverdue', () => {
  it('marks unsent items older than the age limit, and nothing else', () => {
    expect(isOverdue(item('queued', NOW - 25 * HOUR), NOW, limits)).toBe(true);
    expect(isOverdue(item('sending', NOW - 25 * HOUR), NOW, limits)).toBe(true);
    expect(isOverdue(item('queued', NOW - 23 * HOUR), NOW, limits)).toBe(false);
    expect(isOverdue(item('PAID', NOW - 48 * HOUR), NOW, limits)).toBe(false);
  });
});

describe('isStuck and nextStuckAt', () => {
  it('point out an unsent payment once it failed or waited past the online grace', () => {
    expect(isStuck(item('queued', NOW - ONLINE_GRACE_MS + 1_000), NOW)).toBe(false);
    expect(isStuck(item('queued', NOW - ONLINE_GRACE_MS - 1), NOW)).toBe(true);
    expect(isStuck({ ...item('sending', NOW), lastError: { code: 'network_error', status: 0, message: 'offline' } }, NOW)).toBe(true);
    expect(isStuck(item('refused', NOW - HOUR), NOW)).toBe(false);
  });

  it('tell when the next payment within its grace will be stuck, so the strip need not wait for its tick', () => {
    const young = item('queued', NOW - 3_000);
    const younger = item('sending', NOW - 1_000);
    expect(nextStuckAt([young, younger, item('queued', NOW - HOUR)], NOW)).toBe(NOW - 3_000 + ONLINE_GRACE_MS + 1);
    expect(isStuck(young, nextStuckAt([young], NOW)!)).toBe(true);
    expect(nextStuckAt([item('queued', NOW - HOUR), item('refused', NOW)], NOW)).toBeNull();
  });
});

describe('clockSkewed', () => {
  it('warns beyond 5 minutes either way', () => {
    expect(clockSkewed(null)).toBe(false);
    expect(clockSkewed(5 * 60 * 1000)).toBe(false);
    expect(clockSkewed(5 * 60 * 1000 + 1)).toBe(true);
    expect(clockSkewed(-6 * 60 * 1000)).toBe(true);
  });
});
