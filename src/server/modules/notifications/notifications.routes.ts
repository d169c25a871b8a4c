// Issue 21: the notification list, its read state, the switches, the device's push subscription (scoped: both bases)
// and the live stream of the signed-in user's notifications (server-sent events `notification`, both bases too).
import type { FastifyInstance } from 'fastify';
import {
  getNotificationSettings,
  listNotifications,
  NOTIFICATION_EVENTS_PATH,
  readAllNotifications,
  readNotification,
  saveNotificationSettings,
  subscribePush,
  unsubscribePush,
} from '#shared/api/notifications.ts';
import { API_BASES } from '#shared/api/contract.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate } from '../../http/auth.ts';
import { eventStreams } from '../../http/event-stream.ts';
import { handRoute } from '../../http/openapi.ts';
import { route } from '../../http/route.ts';
import { usersToldSince } from './notifications.repository.ts';
import * as notifications from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listNotifications, ({ auth, query }) => notifications.listNotifications(ctx, auth, query.before ?? null));
  route(app, readNotification, ({ auth, params }) => notifications.readNotifications(ctx, auth, params.id));
  route(app, readAllNotifications, ({ auth }) => notifications.readNotifications(ctx, auth, null));
  route(app, getNotificationSettings, ({ auth }) => notifications.settingsOf(ctx, auth, ctx.vapidPublicKey));
  route(app, saveNotificationSettings, ({ auth, body }) => notifications.saveSettings(ctx, auth, body));
  route(app, subscribePush, ({ auth, body }) => notifications.subscribe(ctx, auth, body));
  route(app, unsubscribePush, ({ auth }) => notifications.unsubscribe(ctx, auth));

  const stream = eventStreams(app, 'notification', async (since) =>
    (await usersToldSince(ctx.db, since)).map((row) => ({ id: row.id, at: row.created_at, keys: [row.user_id], data: { id: row.id, kind: row.kind } })),
  );
  // Hand-kept: an event stream is no enveloped answer, and its events have no valibot schema.
  const streamDescription = handRoute({
    summary: "Server-sent events of the signed-in user's notifications",
    description:
      'An event stream read with fetch (the bearer in the Authorization header): `retry: 3000`, `event: ready`, then ' +
      '`event: notification` with `data: {"id": "...", "kind": "..."}` for each new notification, and a `: ping` ' +
      'comment as heartbeat. The stream ends after a while; reconnect.',
    security: 'bearer',
    responses: {
      200: {
        description: 'The stream; each `data` of an `event: notification` is the JSON shown.',
        contentType: 'text/event-stream',
        schema: { type: 'object', properties: { id: { type: 'string' }, kind: { type: 'string' } }, required: ['id', 'kind'] },
      },
    },
    errors: { 400: 'validation_error', 401: 'unauthorized', 403: 'access_denied' },
  });
  for (const base of ['agent', 'employee'] as const) {
    app.get(API_BASES[base] + NOTIFICATION_EVENTS_PATH, streamDescription, async (request, reply) => {
      const auth = (await authenticate(ctx, request, { required: true }))!;
      // As a scoped call: an employee under /api/employee, an owner under /api/agent.
      if ((base === 'employee') !== (auth.role === 'EMPLOYEE')) throw new AppError(403, 'access_denied');
      if (Object.keys(request.query as object).length > 0) throw new AppError(400, 'validation_error', { query: 'invalid' });
      stream(request, reply, auth.userId);
    });
  }
}
