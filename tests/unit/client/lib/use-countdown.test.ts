// @vitest-environment jsdom
// Issue 16: a code asked for again within the server's 60 s window (after a reload lost the code step) answers the
// code already sent and when it was sent, not the server's refusal; past the window, or for another phone, the
// refusal stands.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import { askForCode } from '#client/lib/use-countdown.ts';

const tooSoon = () => Promise.reject(new ApiError('you_can_receive_an_sms_code_once_every_60_seconds', 429));

describe('askForCode', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ now: Date.parse('2026-11-25T08:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('answers the code already sent when the server refuses another within the window', async () => {
    const first = await askForCode('sign-in:998901234567', 60, () => Promise.resolve({ token: 't1' }));
    vi.advanceTimersByTime(20_000);
    const again = await askForCode('sign-in:998901234567', 60, tooSoon);
    expect(again).toEqual({ answer: { token: 't1' }, sentAt: first.sentAt });
  });

  it('lets the refusal through past the window, for another key, and for an error that is not a refusal to send', async () => {
    await askForCode('sign-in:998901234567', 60, () => Promise.resolve({ token: 't1' }));
    await expect(askForCode('sign-in:998907654321', 60, tooSoon)).rejects.toThrow(ApiError);
    await expect(askForCode('sign-in:998901234567', 60, () => Promise.reject(new ApiError('network_error', 0)))).rejects.toThrow(
      'network_error',
    );
    vi.advanceTimersByTime(60_000);
    await expect(askForCode('sign-in:998901234567', 60, tooSoon)).rejects.toThrow(ApiError);
  });

  it('remembers the newest code of a key and forgets codes past their window', async () => {
    await askForCode('sign-up:998901234567', 60, () => Promise.resolve({ token: 'old' }));
    vi.advanceTimersByTime(61_000);
    await askForCode('sign-up:998901234567', 60, () => Promise.resolve({ token: 'new' }));
    await askForCode('card:860055******7777:901114466', 60, () => Promise.resolve({ confirmId: 'c1' }));
    expect(Object.keys(JSON.parse(window.localStorage.getItem('agent-portal.sent-codes')!) as object)).toEqual([
      'sign-up:998901234567',
      'card:860055******7777:901114466',
    ]);
    expect((await askForCode('sign-up:998901234567', 60, tooSoon)).answer).toEqual({ token: 'new' });
  });
});
