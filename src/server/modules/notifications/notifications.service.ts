// Notifications (issue 21): the in-app list and its read state, each user's switches and the deposit threshold, the
// device's push subscription, and the refused offline payment, told after the refusal (its request wrote nothing).
import type { BodyOf } from '#shared/api/contract.ts';
import {
  NOTIFICATION_PAGE,
  NOTIFICATION_SWITCHES,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSwitch,
  type subscribePush,
} from '#shared/api/notifications.ts';
import type { AppContext, Auth } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { businessIdOf } from '../business/business-of.ts';
import { OFFLINE_AFTER_MS, paymentRefused } from './events.ts';
import {
  deleteDeviceSubscriptions,
  findDepositThreshold,
  findPreference,
  hasSubscription,
  listOfUser,
  markRead,
  notify,
  notifyOwner,
  saveDepositThreshold,
  savePreference,
  saveSubscription,
  unreadCount,
} from './notifications.repository.ts';

export async function listNotifications(ctx: AppContext, auth: Auth, before: string | null) {
  const rows = await listOfUser(ctx.db, auth.userId, before, NOTIFICATION_PAGE + 1);
  const content: Notification[] = rows.slice(0, NOTIFICATION_PAGE).map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    params: JSON.parse(row.params) as Notification['params'],
    url: row.url,
    createdDate: row.created_at,
    read: row.read_at !== null,
  }));
  return { content, unread: await unreadCount(ctx.db, auth.userId), hasMore: rows.length > NOTIFICATION_PAGE };
}

export async function readNotifications(ctx: AppContext, auth: Auth, id: string | null): Promise<null> {
  await markRead(ctx.db, auth.userId, id, ctx.clock.now());
  return null;
}

export const mutedOf = (muted: string | undefined): NotificationSwitch[] =>
  (muted ?? '').split(',').filter((name): name is NotificationSwitch => (NOTIFICATION_SWITCHES as readonly string[]).includes(name));

export async function settingsOf(ctx: AppContext, auth: Auth, publicKey: string) {
  const preference = await findPreference(ctx.db, auth.userId);
  return {
    muted: mutedOf(preference?.muted),
    hideAmounts: preference?.hide_amounts === 1,
    // The threshold is the owner's: an employee reads none and sets none.
    depositThreshold: auth.role === 'AGENT' && auth.businessId ? await findDepositThreshold(ctx.db, auth.businessId) : null,
    publicKey,
    subscribed: await hasSubscription(ctx.db, auth.userId, auth.deviceId),
  };
}

export async function saveSettings(ctx: AppContext, auth: Auth, settings: NotificationSettings): Promise<null> {
  const now = ctx.clock.now();
  if (settings.depositThreshold !== null && auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
  await ctx.db.transaction().execute(async (tx) => {
    await savePreference(tx, auth.userId, { muted: [...new Set(settings.muted)].join(','), hideAmounts: settings.hideAmounts }, now);
    if (auth.role === 'AGENT' && auth.businessId) await saveDepositThreshold(tx, auth.businessId, settings.depositThreshold, now);
  });
  return null;
}

export async function subscribe(ctx: AppContext, auth: Auth, body: BodyOf<typeof subscribePush>): Promise<null> {
  const subscription = { userId: auth.userId, deviceId: auth.deviceId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, language: body.language };
  await ctx.db.transaction().execute((tx) => saveSubscription(tx, subscription, ctx.clock.now()));
  return null;
}

export async function unsubscribe(ctx: AppContext, auth: Auth): Promise<null> {
  await deleteDeviceSubscriptions(ctx.db, auth.deviceId);
  return null;
}

/** Statuses that are the server's refusal of a payment (not a lost token, a busy key or a closed service). */
const REFUSALS = new Set([400, 403, 404, 422]);

/**
 * A payment the cashier took offline (`takenAt` a minute or more before now) was refused when the outbox sent it:
 * the cashier and the owner are told, once per request key. Never fails the request it follows.
 */
export async function tellRefusedPayment(
  ctx: AppContext,
  auth: Auth,
  error: unknown,
  payment: { amount: number; salePointId: string; takenAt: number | null; key: string | null },
): Promise<void> {
  if (!(error instanceof AppError) || !REFUSALS.has(error.status) || payment.takenAt === null) return;
  const now = ctx.clock.now();
  if (now.getTime() - payment.takenAt < OFFLINE_AFTER_MS) return;
  const event = (to: string) => paymentRefused({ amount: payment.amount, code: error.code, salePointId: payment.salePointId, dedupeKey: payment.key ? `payment-refused:${auth.userId}:${payment.key}:${to}`.slice(0, 300) : null }, now);
  try {
    await ctx.db.transaction().execute(async (tx) => {
      await notify(tx, auth.userId, event('cashier'));
      if (auth.role === 'EMPLOYEE') await notifyOwner(tx, businessIdOf(auth), event('owner'));
    });
  } catch {
    // Telling is secondary to the answer: the refusal still reaches the outbox.
  }
}
