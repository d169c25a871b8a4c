// @vitest-environment jsdom
// DESIGN §6 "clocks lie": the device clock's offset from the server's Date header, corrected for half the round trip
// and the header's whole seconds, kept in the outbox database for payments queued offline.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { lastClockOffset, measureClockOffset, offsetFromDateHeader } from '#client/offline/clock.ts';
import { outboxDb } from '#client/offline/db.ts';

describe('offsetFromDateHeader', () => {
  it('is server time minus the middle of the exchange, the truncated second counted as half', () => {
    const server = Date.parse('Sun, 22 Nov 2026 08:00:10 GMT');
    expect(offsetFromDateHeader('Sun, 22 Nov 2026 08:00:10 GMT', server - 2_000, server - 1_000)).toBe(2_000);
    expect(offsetFromDateHeader('Sun, 22 Nov 2026 08:00:10 GMT', server + 500, server + 500)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(offsetFromDateHeader(null, 0, 0)).toBeNull();
    expect(offsetFromDateHeader('yesterday', 0, 0)).toBeNull();
  });
});

describe('measureClockOffset', () => {
  it('asks the public settings route with HEAD and keeps the offset', async () => {
    const ahead = new Date(Date.now() + 60_000).toUTCString();
    const calls: [string, RequestInit | undefined][] = [];
    const offset = await measureClockOffset(async (url, init) => {
      calls.push([String(url), init]);
      return new Response(null, { headers: { Date: ahead } });
    });
    expect(calls).toEqual([['/api/agent/v1/setting/all', { method: 'HEAD', cache: 'no-store' }]]);
    expect(offset).toBeGreaterThan(58_000);
    expect(offset).toBeLessThan(61_000);
    expect(await lastClockOffset()).toBe(offset);
    expect((await outboxDb.meta.get('clockOffsetMs'))?.value).toBe(offset);
  });

  it('keeps the last offset when the server cannot be reached', async () => {
    const before = await lastClockOffset();
    expect(await measureClockOffset(async () => Promise.reject(new TypeError('offline')))).toBeNull();
    expect(await lastClockOffset()).toBe(before);
  });
});
