// @vitest-environment jsdom
// Logout (spec 01 §4; issue 21 item 1): the server is told, the local session ends, and the browser's push
// subscription ends with it, whether the server heard the logout or not. The Push API is a double at its boundary.
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '#client/lib/session.ts';
import { signOut } from '#client/lib/sign-out.ts';
import { json, stubSignedInFetch } from './fetch-stub.ts';

const fetchMock = stubSignedInFetch();

function browserSubscribed() {
  const unsubscribe = vi.fn(async () => true);
  const pushManager = { getSubscription: async () => ({ unsubscribe }) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
  return unsubscribe;
}

describe('signOut', () => {
  it('tells the server, ends the push subscription and the session', async () => {
    const unsubscribe = browserSubscribed();
    fetchMock.mockResolvedValueOnce(json(200, { data: null }));
    await signOut();
    expect(new URL(fetchMock.mock.calls[0]![0] as string, 'http://x').pathname).toBe('/api/agent/v1/auth/logout');
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(getSession().accessToken).toBeNull();
  });

  it('ends the push subscription when the server cannot be reached', async () => {
    const unsubscribe = browserSubscribed();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(getSession().accessToken).toBeNull();
  });
});
