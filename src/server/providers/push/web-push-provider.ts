import webPush from 'web-push';
import type { PushProvider, VapidKeys } from './push-provider.ts';

/** Generates the VAPID key pair kept in the database at first start. */
export function newVapidKeys(): VapidKeys {
  return webPush.generateVAPIDKeys();
}

/** Sends through the browsers' push services (the standard Web Push protocol, payloads encrypted, VAPID-signed). */
export function webPushProvider(keys: VapidKeys, subject: string): PushProvider {
  return {
    name: 'web-push',
    async send({ target, payload, topic, ttlSeconds }) {
      try {
        await webPush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: ttlSeconds,
          topic,
          urgency: 'normal',
          timeout: 10_000,
        });
        return { ok: true };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return { ok: false, gone: status === 404 || status === 410, detail: status ? `push service answered ${status}` : String(error) };
      }
    },
  };
}
