// spec 03 §7 ticket and ticket-message calls (owner of an active business only) and the live event stream.
import type { FastifyInstance } from 'fastify';
import { createTicket, getTicket, listTicketMessages, listTickets, listTicketSubjects, readTicketMessage, sendTicketMessage } from '#shared/api/tickets.ts';
import { route } from '../../http/route.ts';
import { ticketEventsRoute } from './ticket-events.ts';
import * as tickets from './tickets.service.ts';

export async function ticketsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listTicketSubjects, ({ auth }) => tickets.listSubjects(ctx, auth));
  route(app, listTickets, ({ auth, body }) => tickets.pageTickets(ctx, auth, body));
  route(app, getTicket, ({ auth, params }) => tickets.getTicket(ctx, auth, params.id));
  route(app, createTicket, ({ auth, body }) => tickets.createTicket(ctx, auth, body.ticketSubjectId));
  route(app, listTicketMessages, ({ auth, body }) => tickets.pageMessages(ctx, auth, body));
  route(app, sendTicketMessage, ({ auth, body }) => tickets.sendMessage(ctx, auth, body));
  route(app, readTicketMessage, ({ auth, params }) => tickets.readMessage(ctx, auth, params.id));
  await app.register(ticketEventsRoute);
}
