// This device's Web Push subscription (issue 21 item 1): the browser's Push API with the server's VAPID key; the
// subscription goes to the server with the portal's language on this device, which the service worker shows it in;
// when the user switches the language, the subscription is sent again with the new one.
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { getNotificationSettings, subscribePush, unsubscribePush } from '#shared/api/notifications.ts';
import type { Locale } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';

/** Whether this browser can take pushes at all (iOS only from the home screen; none in a private window). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for the permission, subscribes, and hands the subscription to the server; answers false when refused. */
export async function subscribeThisDevice(publicKey: string, language: Locale): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendSubscription(subscription, language);
  return true;
}

async function sendSubscription(subscription: PushSubscription, language: Locale): Promise<void> {
  const json = subscription.toJSON();
  await request(subscribePush, { body: { endpoint: json.endpoint ?? '', keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, language } });
}

/**
 * Sends this device's subscription again in `language`, when the user has push on here (the server says so: a
 * subscription the browser kept after a sign-out or for another user is not turned on by this). Answers whether it did.
 */
export async function resubscribeInLanguage(language: Locale): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  if (!(await request(getNotificationSettings)).subscribed) return false;
  await sendSubscription(subscription, language);
  return true;
}

/** The shell's: a change of the portal's language reaches this device's pushes (the worker shows them in it). */
export function usePushLanguage(enabled: boolean): void {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const previous = useRef(locale);
  useEffect(() => {
    if (!enabled || previous.current === locale) return;
    previous.current = locale;
    // Best effort: the next change, or switching push off and on, sends it again.
    void resubscribeInLanguage(locale).catch(() => false);
  }, [enabled, locale]);
}

export async function unsubscribeThisDevice(): Promise<void> {
  await request(unsubscribePush);
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
