// Notifications (issue 21 items 1 and 2): the in-app list with its unread count, each user's switches, and the Web
// Push subscription of the signed-in device. Scoped: an employee is told of their own refused payments under
// /api/employee. A notification is a message code with parameters and the portal path it is about; the client and
// the service worker each render it in the reader's language (never a card number; amounts only when not hidden).
import * as v from 'valibot';
import { LOCALES } from '../enums.ts';
import { MAX_TIYIN } from '../money.ts';
import { defineCall } from './contract.ts';

export const NOTIFICATION_KINDS = [
  'deposit_low',
  'payment_refused',
  'document_to_sign',
  'document_expiring',
  'support_answer',
  'moderation_approved',
  'moderation_returned',
  'shift_difference',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the user switches on or off: one switch per event (a document to sign and its reminder share one). */
export const NOTIFICATION_SWITCHES = ['deposit_low', 'payment_refused', 'documents', 'support_answer', 'moderation', 'shift_difference'] as const;
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];

export function switchOf(kind: NotificationKind): NotificationSwitch {
  if (kind === 'document_to_sign' || kind === 'document_expiring') return 'documents';
  if (kind === 'moderation_approved' || kind === 'moderation_returned') return 'moderation';
  return kind;
}

/** A message's parameters: names, numbers and amounts in tiyin (an amount is left out when amounts are hidden). */
export const notificationParams = v.record(v.string(), v.union([v.string(), v.number()]));
export type NotificationParams = v.InferOutput<typeof notificationParams>;

export const notification = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  params: notificationParams,
  /** The portal path the notification is about. */
  url: v.string(),
  createdDate: v.string(),
  read: v.boolean(),
});
export type Notification = v.InferOutput<typeof notification>;

/** What a push carries to the service worker (sw/notifications.ts renders it). */
export type PushPayload = { id: string; kind: NotificationKind; params: NotificationParams; url: string; language: (typeof LOCALES)[number] };

export const NOTIFICATION_PAGE = 30;
const id = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(100, 'max_length:100'));

export const listNotifications = defineCall({
  method: 'GET',
  path: '/v1/notification',
  scoped: true,
  duringTechMode: true,
  /** `before`: the last id of the page read, for the next (older) one. */
  query: v.object({ before: v.optional(id) }),
  answer: v.object({ content: v.array(notification), unread: v.number(), hasMore: v.boolean() }),
});

export const readNotification = defineCall({
  method: 'POST',
  path: '/v1/notification/:id/read',
  scoped: true,
  duringTechMode: true,
  params: v.object({ id }),
  answer: v.null(),
});

export const readAllNotifications = defineCall({
  method: 'POST',
  path: '/v1/notification/read-all',
  scoped: true,
  duringTechMode: true,
  answer: v.null(),
});

export const notificationSettings = v.object({
  /** The switches turned off; every event is on unless listed. */
  muted: v.pipe(v.array(v.picklist(NOTIFICATION_SWITCHES)), v.maxLength(NOTIFICATION_SWITCHES.length, `max_items:${NOTIFICATION_SWITCHES.length}`)),
  /** Amounts are left out of pushes, which a locked screen shows. */
  hideAmounts: v.boolean(),
  /** The owner's deposit threshold in tiyin: told once each time the balance falls below it (null: never). */
  depositThreshold: v.nullable(v.pipe(v.number('required'), v.safeInteger('invalid'), v.minValue(1, 'min_value:1'), v.maxValue(MAX_TIYIN, `max_value:${MAX_TIYIN}`))),
});
export type NotificationSettings = v.InferOutput<typeof notificationSettings>;

export const getNotificationSettings = defineCall({
  method: 'GET',
  path: '/v1/notification/settings',
  scoped: true,
  duringTechMode: true,
  answer: v.object({
    ...notificationSettings.entries,
    /** The VAPID public key (base64url) a device subscribes with. */
    publicKey: v.string(),
    /** Whether the device asking has a push subscription. */
    subscribed: v.boolean(),
  }),
});

export const saveNotificationSettings = defineCall({
  method: 'PUT',
  path: '/v1/notification/settings',
  scoped: true,
  duringTechMode: true,
  body: notificationSettings,
  answer: v.null(),
});

const base64url = (max: number) => v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(max, `max_length:${max}`), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'invalid'));

/** The browser's PushSubscription (its toJSON()), with the portal's language on this device. */
export const subscribePush = defineCall({
  method: 'PUT',
  path: '/v1/notification/push',
  scoped: true,
  duringTechMode: true,
  body: v.object({
    endpoint: v.pipe(v.string('required'), v.maxLength(1000, 'max_length:1000'), v.url('invalid'), v.startsWith('https://', 'invalid')),
    keys: v.object({ p256dh: base64url(200), auth: base64url(100) }),
    language: v.picklist(LOCALES),
  }),
  answer: v.null(),
});

export const unsubscribePush = defineCall({
  method: 'DELETE',
  path: '/v1/notification/push',
  scoped: true,
  duringTechMode: true,
  answer: v.null(),
});

/** The live stream of the signed-in user's notifications (server-sent events `notification`, read with fetch). */
export const NOTIFICATION_EVENTS_PATH = '/v1/notification/events';

/** The parameters that are amounts (tiyin): left out of a push when the user hides amounts on the lock screen. */
export const AMOUNT_PARAMS = ['balance', 'threshold', 'amount', 'difference'] as const;
