// Kysely access to notifications, push subscriptions and deliveries, and each user's switches; `db` or a transaction
// first. Events are written by the services that make them, in their own transactions (notify, notifyOwner).
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { NotificationKind, NotificationParams } from '#shared/api/notifications.ts';
import type { Executor } from '../../db/database.ts';
import type { NotificationTable } from '../../db/tables/notifications.ts';

export type NewNotification = {
  kind: NotificationKind;
  params: NotificationParams;
  url: string;
  /** Set for an event that must be told once however often it is seen (a reminder, a retried refusal). */
  dedupeKey?: string | null;
  at: Date;
};

const rowOf = (userId: string, event: NewNotification): NotificationTable => ({
  id: uuidv7(),
  user_id: userId,
  kind: event.kind,
  params: JSON.stringify(event.params),
  url: event.url,
  dedupe_key: event.dedupeKey ?? null,
  created_at: event.at.toISOString(),
  read_at: null,
  push_state: 'PENDING',
  push_attempts: 0,
  push_after: null,
});

/** Tells one user; answers whether it was written (false: its dedupe key was already told). */
export async function notify(db: Executor, userId: string, event: NewNotification): Promise<boolean> {
  const inserted = await db
    .insertInto('notification')
    .values(rowOf(userId, event))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Tells the owner of a business (its AGENT user), in one statement: nothing when it has none. */
export async function notifyOwner(db: Executor, businessId: string, event: NewNotification): Promise<void> {
  const row = rowOf('', event);
  const { user_id: _user, ...values } = row;
  await db
    .insertInto('notification')
    .columns(['user_id', ...(Object.keys(values) as (keyof typeof values)[])])
    .expression(
      db
        .selectFrom('app_user')
        .select((eb) => [eb.ref('id').as('user_id'), ...Object.entries(values).map(([column, value]) => sql`${value}`.as(column))])
        .where('business_id', '=', businessId)
        .where('role', '=', 'AGENT')
        .limit(1),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** A user's notifications, newest first, `limit` of them before `before` (an id). */
export function listOfUser(db: Executor, userId: string, before: string | null, limit: number) {
  return db
    .selectFrom('notification')
    .select(['id', 'kind', 'params', 'url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .$if(before !== null, (query) => query.where('id', '<', before!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function markRead(db: Executor, userId: string, id: string | null, at: Date): Promise<void> {
  await db
    .updateTable('notification')
    .set({ read_at: at.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(id !== null, (query) => query.where('id', '=', id!))
    .execute();
}

/** The users told anything since `since` (the live stream's poll): one indexed range read. */
export function usersToldSince(db: Executor, since: string) {
  return db.selectFrom('notification').select(['id', 'user_id', 'kind', 'created_at']).where('created_at', '>=', since).orderBy('created_at').limit(1000).execute();
}

export function findPreference(db: Executor, userId: string) {
  return db.selectFrom('notification_preference').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function savePreference(db: Executor, userId: string, preference: { muted: string; hideAmounts: boolean }, at: Date): Promise<void> {
  const values = { muted: preference.muted, hide_amounts: preference.hideAmounts ? 1 : 0, modified_at: at.toISOString() };
  await db
    .insertInto('notification_preference')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findDepositThreshold(db: Executor, businessId: string): Promise<number | null> {
  const row = await db
    .selectFrom('account_balance')
    .select('low_alert')
    .where('business_id', '=', businessId)
    .where('account', '=', 'DEPOSIT')
    .executeTakeFirst();
  return row?.low_alert === null || row?.low_alert === undefined ? null : Number(row.low_alert);
}

/** Sets the deposit's threshold on its balance row (a missing row is a zero balance: created with it). */
export async function saveDepositThreshold(db: Executor, businessId: string, threshold: number | null, at: Date): Promise<void> {
  await db
    .insertInto('account_balance')
    .values({ business_id: businessId, account: 'DEPOSIT', balance: 0, modified_at: at.toISOString(), low_alert: threshold })
    .onConflict((oc) => oc.columns(['business_id', 'account']).doUpdateSet({ low_alert: threshold }))
    .execute();
}

export async function saveSubscription(
  db: Executor,
  subscription: { userId: string; deviceId: string; endpoint: string; p256dh: string; auth: string; language: string },
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  // One subscription per device: a new endpoint replaces the device's old one, and an endpoint moves with its device.
  await db.deleteFrom('push_subscription').where('device_id', '=', subscription.deviceId).where('endpoint', '!=', subscription.endpoint).execute();
  const values = {
    user_id: subscription.userId,
    device_id: subscription.deviceId,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    language: subscription.language,
    modified_at: now,
  };
  await db
    .insertInto('push_subscription')
    .values({ id: uuidv7(), endpoint: subscription.endpoint, created_at: now, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

/** A sign-out or a removed device ends the device's subscription. */
export async function deleteDeviceSubscriptions(db: Executor, deviceId: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('device_id', '=', deviceId).execute();
}

export async function hasSubscription(db: Executor, userId: string, deviceId: string): Promise<boolean> {
  const row = await db.selectFrom('push_subscription').select('id').where('user_id', '=', userId).where('device_id', '=', deviceId).executeTakeFirst();
  return Boolean(row);
}

/** The push outbox's next batch: PENDING notifications whose retry time has come, oldest first. */
export function pendingPushes(db: Executor, at: string, limit: number) {
  return db
    .selectFrom('notification')
    .select(['id', 'user_id', 'kind', 'params', 'url', 'push_attempts'])
    .where('push_state', '=', 'PENDING')
    .where((eb) => eb.or([eb('push_after', 'is', null), eb('push_after', '<=', at)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setPushState(db: Executor, id: string, state: { push_state: string; push_attempts: number; push_after: string | null }): Promise<void> {
  await db.updateTable('notification').set(state).where('id', '=', id).execute();
}

/** The user's subscriptions on devices with a live session (a revoked session or device is told nothing). */
export function liveSubscriptions(db: Executor, userId: string, now: string) {
  return db
    .selectFrom('push_subscription as s')
    .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', 's.language'])
    .where('s.user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_token as r')
          .select('r.id')
          .whereRef('r.device_id', '=', 's.device_id')
          .whereRef('r.user_id', '=', 's.user_id')
          .where('r.revoked_at', 'is', null)
          .where('r.expires_at', '>', now),
      ),
    )
    .execute();
}

export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('id', '=', id).execute();
}

/** Records a hand-over to a subscription unless it has one already (push_delivery's key); answers whether it did. */
export async function claimDelivery(db: Executor, delivery: { notificationId: string; subscriptionId: string; at: string }): Promise<boolean> {
  const claimed = await db
    .insertInto('push_delivery')
    .values({ notification_id: delivery.notificationId, subscription_id: delivery.subscriptionId, created_at: delivery.at })
    .onConflict((oc) => oc.columns(['notification_id', 'subscription_id']).doNothing())
    .returning('notification_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function undoDelivery(db: Executor, delivery: { notificationId: string; subscriptionId: string }): Promise<void> {
  await db.deleteFrom('push_delivery').where('notification_id', '=', delivery.notificationId).where('subscription_id', '=', delivery.subscriptionId).execute();
}
