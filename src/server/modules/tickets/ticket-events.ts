// Live delivery of ticket changes (issue 11 item 3) on the portal's event streams (http/event-stream.ts): the tickets
// of a business, or of every business for staff, each change an event `ticket` naming the ticket.
import type { FastifyInstance } from 'fastify';
import { TICKET_EVENTS_PATH } from '#shared/api/tickets.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate } from '../../http/auth.ts';
import { eventStreams } from '../../http/event-stream.ts';
import { handRoute } from '../../http/openapi.ts';
import { isTechModeOn } from '../settings/settings.service.ts';
import { ticketsChangedSince } from './tickets.repository.ts';
import { ticketOwner } from './tickets.service.ts';

/** The key staff listen on: every business's tickets. */
export const ALL_BUSINESSES = '*';

/** One app's ticket streams (the portal's route and the staff route each make their own). */
export function ticketEventStreams(app: FastifyInstance) {
  return eventStreams(app, 'ticket', async (since) =>
    (await ticketsChangedSince(app.ctx.db, since)).map((row) => ({
      id: row.id,
      at: row.modified_at,
      keys: [row.business_id, ALL_BUSINESSES],
      data: { ticketId: row.id },
    })),
  );
}

/** Hand-kept: an event stream is no enveloped answer, and its events have no valibot schema. */
export function ticketEventsDescription(security: 'bearer' | 'staff', whose: string) {
  return handRoute({
    summary: `Server-sent events of ${whose} tickets`,
    description:
      'An event stream read with fetch (the bearer in the Authorization header): `retry: 3000`, `event: ready`, then ' +
      '`event: ticket` with `data: {"ticketId": "..."}` whenever a ticket changes, and a `: ping` comment as heartbeat. ' +
      'The stream ends after a while; reconnect.',
    security,
    responses: {
      200: {
        description: 'The stream; each `data` of an `event: ticket` is the JSON shown.',
        contentType: 'text/event-stream',
        schema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
      },
    },
    errors: { 400: 'validation_error', 401: 'unauthorized', ...(security === 'bearer' ? { 503: 'global_tech_mode_is_on' } : { 403: 'forbidden' }) },
  });
}

export async function ticketEventsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const stream = ticketEventStreams(app);
  app.get(`/api/agent${TICKET_EVENTS_PATH}`, ticketEventsDescription('bearer', "the owner's"), async (request, reply) => {
    const auth = await authenticate(ctx, request, { required: true });
    // The stream takes no parameters.
    if (Object.keys(request.query as object).length > 0) throw new AppError(400, 'validation_error', { query: 'invalid' });
    if (await isTechModeOn(ctx.db)) throw new AppError(503, 'global_tech_mode_is_on');
    stream(request, reply, await ticketOwner(ctx, auth!));
  });
}
