// DESIGN §4: the push service sits behind this interface, like SMS: `dev` keeps an outbox (dev-push-provider.ts),
// `web-push` sends to the browsers' push services with the VAPID keys kept in the database (web-push-provider.ts).

/** A browser's push subscription: where its push service takes messages for it, and the keys they are sealed with. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushMessage = {
  target: PushTarget;
  /** The JSON the service worker receives (PushPayload). */
  payload: string;
  /** Replaces a message of the same topic the push service still holds (a resend after a crash is shown once). */
  topic: string;
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
};

/** `gone`: the push service answered 404 or 410, the subscription has expired and is dropped. */
export type PushResult = { ok: true } | { ok: false; gone: boolean; detail: string };

export type PushProvider = {
  readonly name: string;
  send(message: PushMessage): Promise<PushResult>;
};

/** The VAPID key pair (base64url), generated once and kept as private settings, so every process signs alike. */
export type VapidKeys = { publicKey: string; privateKey: string };
