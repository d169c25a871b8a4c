// Support tickets for staff (spec 03, DESIGN §4): `/api/staff/v1/tickets...` and `/api/staff/v1/file` (registered
// inside the staff plugin, behind its token) and the `npm run staff` commands `tickets`, `ticket`, `ticket-reply`,
// `ticket-close`, over the tickets service.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES } from '#shared/api/contract.ts';
import * as calls from '#shared/api/staff-tickets.ts';
import { TICKET_STATUSES, type Ticket, type TicketMessage, type TicketStatus } from '#shared/api/tickets.ts';
import { configFromEnv } from '../config.ts';
import type { AppContext } from '../context.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { route } from '../http/route.ts';
import { readUpload, uploadDescription } from '../modules/files/files.routes.ts';
import { plainFilePath } from '../modules/files/file-links.ts';
import { saveUpload } from '../modules/files/files.service.ts';
import { ALL_BUSINESSES, ticketEventsDescription, ticketEventStreams } from '../modules/tickets/ticket-events.ts';
import { staffAnswer, staffClose, staffReadTicket, staffTickets } from '../modules/tickets/tickets.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { actorOf, principalOf } from './staff-access.ts';

const SERVICE_ADMIN_NAME = 'Support';

/** A ticket number from the address: anything else is a ticket that does not exist. */
function ticketNumber(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new AppError(404, 'ticket_not_found');
  return Number(raw);
}

export async function staffTicketRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const stream = ticketEventStreams(app);
  // Every business's ticket changes, the portal's transport (bearer header, fetch-read event stream); an open stream
  // is no enveloped answer, so it stays outside the route helper, as the portal's own stream does.
  app.get(API_BASES.staff + calls.STAFF_TICKET_EVENTS_PATH, ticketEventsDescription('staff', "every business's"), async (request, reply) => {
    if (Object.keys(request.query as object).length > 0) throw new AppError(400, 'validation_error', { query: 'invalid' });
    stream(request, reply, ALL_BUSINESSES);
  });
  route(app, calls.listStaffTickets, async ({ query }) => staffTickets(ctx, query.status ?? null));
  route(app, calls.readStaffTicket, async ({ params }) => staffReadTicket(ctx, ticketNumber(params.number)));
  route(
    app,
    calls.answerTicket,
    async ({ params, body, request }) => {
      const { user } = principalOf(request);
      const adminName = body.admin ?? (user.role === 'service' ? SERVICE_ADMIN_NAME : user.name);
      return staffAnswer(ctx, actorOf(request), ticketNumber(params.number), { text: body.text, fileId: body.fileId, adminName });
    },
    { status: 201 },
  );
  route(app, calls.closeTicket, async ({ params, request }) => staffClose(ctx, actorOf(request), ticketNumber(params.number)));
  // Staff attachments: the chat's rules (TICKET scope), stored without an owner. A multipart body, read like the
  // portal's own upload (src/server/modules/files/files.routes.ts), which is outside the route helper too.
  app.post(API_BASES.staff + calls.STAFF_UPLOAD_PATH, uploadDescription('Upload a ticket attachment or news image (multipart)', 'staff', false), async (request, reply) => {
    const { file } = await readUpload(request);
    return reply.status(201).send({ data: await saveUpload(ctx, { ownerId: null, scope: 'TICKET', ...file }, actorOf(request)) });
  });
}

export const TICKETS_USAGE = `  tickets [OPEN|CLOSE]         list support tickets, last change first (unread counts for support and the owner)
  ticket <number>              read a ticket's conversation (the owner's messages become read by support)
  ticket-reply <number> [--text TEXT] [--file PATH] [--admin NAME]
                               answer as support with a text, an attachment (jpg, png, bmp, gif, pdf; 2048 KB) or both
  ticket-close <number>        close a ticket (the owner sees the closing date and can no longer write)`;

const line = (ticket: Ticket) =>
  `${ticket.number}  ${ticket.status.padEnd(5)}  ${ticket.subject.title.en}  ${ticket.modifiedDate}` +
  (ticket.closedDate ? `  closed ${ticket.closedDate}` : '') +
  (ticket.title ? `  "${ticket.title}"` : '');

const messageLine = (message: TicketMessage) =>
  `${message.createdDate}  ${message.type === 'ADMIN' ? `support (${message.admin?.username})` : `owner (${[message.agent?.firstName, message.agent?.lastName].filter(Boolean).join(' ')})`}` +
  `${message.readTime ? '' : '  [unread]'}: ${message.text ?? ''}${message.file ? `  [file ${message.file.name}, ${plainFilePath(message.file.url)}]` : ''}`;

/** The CLI works straight on the database; uploads go to DATA_DIR like the server's. */
function cliContext(db: Db): AppContext {
  return { db, clock: systemClock, config: configFromEnv() } as AppContext;
}

/** The CLI's commands: each answers its exit code, or null when the arguments were wrong. */
export const TICKET_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number | null>> = {
  async tickets(db, [status]) {
    if (status && !(TICKET_STATUSES as readonly string[]).includes(status)) return null;
    const tickets = await staffTickets({ db, clock: systemClock }, (status as TicketStatus | undefined) ?? null);
    for (const ticket of tickets) {
      console.log(`${line(ticket)}  ${ticket.businessName}  unread: support ${ticket.unreadForStaff}, owner ${ticket.unreadForAgent}`);
    }
    console.log(`${tickets.length} ticket(s)`);
    return 0;
  },
  async ticket(db, [number]) {
    if (!number || !/^\d+$/.test(number)) return null;
    const { ticket, messages } = await staffReadTicket({ db, clock: systemClock }, Number(number));
    console.log(line(ticket));
    for (const message of messages) console.log(messageLine(message));
    return 0;
  },
  async 'ticket-reply'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { text: { type: 'string' }, file: { type: 'string' }, admin: { type: 'string' } },
    });
    const [number] = positionals;
    if (!number || !/^\d+$/.test(number) || (!values.text && !values.file)) return null;
    const body = v.safeParse(calls.answerBody, { text: values.text ?? null, admin: values.admin });
    if (!body.success) return null;
    let fileId: string | null = null;
    if (values.file) {
      const bytes = await fs.readFile(values.file);
      fileId = (await saveUpload(cliContext(db), { ownerId: null, scope: 'TICKET', name: path.basename(values.file), bytes }, SERVICE_ACTOR)).id;
    }
    const ticket = await staffAnswer({ db, clock: systemClock }, SERVICE_ACTOR, Number(number), { text: body.output.text, fileId, adminName: body.output.admin ?? SERVICE_ADMIN_NAME });
    console.log(`answered ticket ${ticket.number}`);
    return 0;
  },
  async 'ticket-close'(db, [number]) {
    if (!number || !/^\d+$/.test(number)) return null;
    const ticket = await staffClose({ db, clock: systemClock }, SERVICE_ACTOR, Number(number));
    console.log(`ticket ${ticket.number} closed at ${ticket.closedDate}`);
    return 0;
  },
};
