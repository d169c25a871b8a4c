import { describe, expect, it } from 'vitest';
import { auditQuery, EMPTY_AUDIT_FILTER, tashkentDayStart } from '#client/staff/audit-filter.ts';

describe('tashkentDayStart', () => {
  it('is the Tashkent midnight (UTC+5) of the day', () => {
    expect(tashkentDayStart('2026-11-25')).toBe(Date.parse('2026-11-24T19:00:00Z'));
  });

  it('refuses days that do not exist and other formats', () => {
    for (const day of ['2026-02-30', '2026-13-01', '25.11.2026', '']) expect(tashkentDayStart(day), day).toBeUndefined();
  });
});

describe('auditQuery', () => {
  it('leaves empty filters out', () => {
    expect(auditQuery(EMPTY_AUDIT_FILTER, 0, 30)).toEqual({
      staffUserId: undefined,
      action: undefined,
      objectType: undefined,
      objectId: undefined,
      from: undefined,
      to: undefined,
      page: 0,
      perPage: 30,
    });
  });

  it('sends the days as epoch ms, `to` at the end of its day (exclusive)', () => {
    const query = auditQuery({ ...EMPTY_AUDIT_FILTER, from: '2026-11-01', to: '2026-11-25', action: ' deposit.credit ' }, 2, 30);
    expect(query.from).toBe(Date.parse('2026-10-31T19:00:00Z'));
    expect(query.to).toBe(Date.parse('2026-11-25T19:00:00Z'));
    expect(query.action).toBe('deposit.credit');
    expect(query.page).toBe(2);
  });
});
