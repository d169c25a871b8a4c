// @vitest-environment jsdom
// Answers a signed-in start asks for before their screens' code has arrived (issue 12): taken once, by the first
// fetch; one left untaken past the first screen is too old to stand for the server's state; none outlives the session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, takeEarlyRequest } from '#client/lib/early-requests.ts';
import { clearSession, startSession } from '#client/lib/session.ts';

const signIn = () => startSession({ auth: { accessToken: 'access-1', refreshToken: 'refresh-1' }, deviceToken: 'device-1' });

beforeEach(signIn);
afterEach(() => {
  vi.useRealTimers();
  clearSession({ forgetDevice: true });
});

describe('an early request', () => {
  it('is sent once and taken once', async () => {
    const ask = vi.fn(() => Promise.resolve('answer'));
    startEarlyRequest('sale-point/1', ask);
    startEarlyRequest('sale-point/1', ask);
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(takeEarlyRequest('sale-point/1')).resolves.toBe('answer');
    expect(takeEarlyRequest('sale-point/1')).toBeNull();
    expect(takeEarlyRequest('sale-point/2')).toBeNull();
  });

  it('is not taken once it is older than the first screen', () => {
    vi.useFakeTimers();
    startEarlyRequest('sale-point/1', () => Promise.resolve('stale'));
    vi.advanceTimersByTime(31_000);
    expect(takeEarlyRequest('sale-point/1')).toBeNull();
  });

  it('is dropped when the session ends, its failure unreported until taken', async () => {
    startEarlyRequest('sale-point/1', () => Promise.reject(new Error('network_error')));
    clearSession();
    signIn();
    expect(takeEarlyRequest('sale-point/1')).toBeNull();
  });
});
