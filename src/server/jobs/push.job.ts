// Issue 21: the push outbox drained, one lease-guarded pass. A notification is written PENDING in the transaction of
// its event; this pass hands it to each push subscription of its user (a device with a live session), unless the user
// switched that event off, and marks it DONE. Each hand-over is recorded before the send (push_delivery's key), so no
// subscription ever gets one twice; a subscription the push service answers 404/410 for has expired and is dropped;
// a slow or failing push service leaves the notification PENDING for a later pass, up to MAX_ATTEMPTS. The same pass
// writes the reminders of documents that expire within a day (once each: their dedupe key).
import { AMOUNT_PARAMS, switchOf, type NotificationKind, type PushPayload } from '#shared/api/notifications.ts';
import type { AppContext } from '../context.ts';
import { documentExpiring } from '../modules/notifications/events.ts';
import { expiringUnreminded } from '../modules/agreements/agreements.repository.ts';
import {
  claimDelivery,
  deleteSubscription,
  findPreference,
  liveSubscriptions,
  notifyOwner,
  pendingPushes,
  setPushState,
  undoDelivery,
} from '../modules/notifications/notifications.repository.ts';
import { mutedOf } from '../modules/notifications/notifications.service.ts';
import { withLease } from './lease.ts';

export const PUSH_LEASE = 'push-notifications';
const LEASE_TTL_MS = 60_000;
const BATCH = 100;
export const MAX_ATTEMPTS = 6;
/** A document unsigned this close to its expiry is reminded of. */
export const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;
/** The push service keeps a message this long for a device that is off. */
const TTL_SECONDS = 24 * 60 * 60;

export type PushContext = Pick<AppContext, 'db' | 'clock' | 'push'>;
export type PushReport = { ran: boolean; sent: number; expired: number; failed: number; reminders: number };

/** Reminders of agreements and account invoices that expire within a day, still unsigned and not yet reminded. */
async function remindExpiring(ctx: PushContext, now: Date): Promise<number> {
  const window = { from: now.toISOString(), until: new Date(now.getTime() + REMIND_BEFORE_MS).toISOString() };
  const due = await expiringUnreminded(ctx.db, window, BATCH);
  for (const document of due) await notifyOwner(ctx.db, document.business_id, documentExpiring({ type: document.type, id: document.id, number: document.number }, now));
  return due.length;
}

const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** attempts, 60 * 60_000);

export async function runPush(ctx: PushContext, holder: string): Promise<PushReport> {
  const report: PushReport = { ran: false, sent: 0, expired: 0, failed: 0, reminders: 0 };
  const now = ctx.clock.now();
  const at = now.toISOString();
  report.ran = await withLease(ctx.db, { name: PUSH_LEASE, holder, ttlMs: LEASE_TTL_MS, now }, async () => {
    report.reminders = await remindExpiring(ctx, now);
    const pending = await pendingPushes(ctx.db, at, BATCH);
    for (const notification of pending) {
      const preference = await findPreference(ctx.db, notification.user_id);
      const kind = notification.kind as NotificationKind;
      let retry = false;
      if (!mutedOf(preference?.muted).includes(switchOf(kind))) {
        const params = JSON.parse(notification.params) as PushPayload['params'];
        if (preference?.hide_amounts === 1) for (const name of AMOUNT_PARAMS) delete params[name];
        for (const subscription of await liveSubscriptions(ctx.db, notification.user_id, at)) {
          // Recorded before the send: a subscription that has it (this pass or another process's) never gets it again.
          const delivery = { notificationId: notification.id, subscriptionId: subscription.id };
          if (!(await claimDelivery(ctx.db, { ...delivery, at }))) continue;
          const payload: PushPayload = { id: notification.id, kind, params, url: notification.url, language: subscription.language as PushPayload['language'] };
          const result = await ctx.push.send({
            target: { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth },
            payload: JSON.stringify(payload),
            topic: notification.id.replaceAll('-', '').slice(0, 32),
            ttlSeconds: TTL_SECONDS,
          });
          if (result.ok) {
            report.sent += 1;
          } else if (result.gone) {
            await deleteSubscription(ctx.db, subscription.id);
            report.expired += 1;
          } else {
            // Not taken by the push service: the hand-over is undone and tried again later.
            await undoDelivery(ctx.db, delivery);
            retry = true;
          }
        }
      }
      const attempts = notification.push_attempts + 1;
      const state = !retry ? 'DONE' : attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
      if (state === 'FAILED') report.failed += 1;
      const pushAfter = state === 'PENDING' ? new Date(now.getTime() + backoffMs(attempts)).toISOString() : null;
      await setPushState(ctx.db, notification.id, { push_state: state, push_attempts: attempts, push_after: pushAfter });
    }
  });
  return report;
}
