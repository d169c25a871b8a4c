// @vitest-environment jsdom
// Issue 21 item 1: the worker shows a push in the language the device's subscription names. When the user switches
// the portal's language, the subscription goes to the server again with the new one, only where push is on for this
// user here. The browser's Push API is a double at its boundary (navigator.serviceWorker, Notification), the server
// a queued fetch.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resubscribeInLanguage } from '#client/features/notifications/push.ts';
import { json, stubSignedInFetch } from '../lib/fetch-stub.ts';

const fetchMock = stubSignedInFetch();
const SUBSCRIPTION = { endpoint: 'https://push.example.invalid/device-1', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } };

function browserWith(subscription: typeof SUBSCRIPTION | null, permission: NotificationPermission = 'granted') {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission });
  const pushManager = { getSubscription: async () => (subscription ? { toJSON: () => subscription } : null) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
}

const settings = (subscribed: boolean) => json(200, { data: { muted: [], hideAmounts: false, depositThreshold: null, publicKey: 'k', subscribed } });
const calls = () => 
  fetchMock.mock.calls.map((args) => {
    const [url, init] = args as [string, RequestInit | undefined];
    return `${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`;
  });

describe('resubscribeInLanguage', () => {
  beforeEach(() => fetchMock.mockReset());

  it('sends the subscription again in the new language when push is on here', async () => {
    browserWith(SUBSCRIPTION);
    fetchMock.mockResolvedValueOnce(settings(true)).mockResolvedValueOnce(json(200, { data: null }));
    expect(await resubscribeInLanguage('uz')).toBe(true);
    expect(calls()).toEqual(['GET /api/agent/v1/notification/settings', 'PUT /api/agent/v1/notification/push']);
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ ...SUBSCRIPTION, language: 'uz' });
  });

  it('turns nothing on: not where the server has no subscription of this user, the browser none, or no permission', async () => {
    browserWith(SUBSCRIPTION);
    fetchMock.mockResolvedValueOnce(settings(false));
    expect(await resubscribeInLanguage('oz')).toBe(false);
    browserWith(null);
    expect(await resubscribeInLanguage('oz')).toBe(false);
    browserWith(SUBSCRIPTION, 'denied');
    expect(await resubscribeInLanguage('oz')).toBe(false);
    expect(calls()).toEqual(['GET /api/agent/v1/notification/settings']);
  });
});
