export type NotificationTable = {
  id: string;
  user_id: string;
  kind: string;
  /** JSON of the message's parameters. */
  params: string;
  url: string;
  dedupe_key: string | null;
  created_at: string;
  read_at: string | null;
  /** PENDING (the push job has not handed it to every subscription yet), DONE or FAILED. */
  push_state: string;
  push_attempts: number;
  push_after: string | null;
};

export type PushSubscriptionTable = {
  id: string;
  user_id: string;
  device_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  created_at: string;
  modified_at: string;
};

/** A push handed to a subscription: written before the send, so no subscription ever gets one twice. */
export type PushDeliveryTable = { notification_id: string; subscription_id: string; created_at: string };

export type DevPushMessageTable = { id: string; endpoint: string; payload: string; created_at: string };

export type NotificationPreferenceTable = { user_id: string; muted: string; hide_amounts: number; modified_at: string };
