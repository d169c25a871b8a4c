// Support tickets for staff (spec 03, DESIGN §4): `/api/staff/v1/tickets...` and `/api/staff/v1/file` (registered
// inside the staff plugin, behind its token) and the `npm run staff` commands `tickets`, `ticket`, `ticket-reply`,
// `ticket-close`, over the tickets service.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { STAFF_TICKET_EVENTS_PATH } from '#shared/api/staff.ts';
import { TICKET_STATUSES, TICKET_TEXT_MAX, type Ticket, type TicketMessage, type TicketStatus } from '#shared/api/tickets.ts';
import { maxLength, MAX_NAME_LENGTH } from '#shared/validation.ts';
import { configFromEnv } from '../config.ts';
import { systemClock, type AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { readUpload } from '../modules/files/files.routes.ts';
import { saveUpload } from '../modules/files/files.service.ts';
import { ALL_BUSINESSES, ticketEventStreams } from '../modules/tickets/ticket-events.ts';
import { staffAnswer, staffClose, staffReadTicket, staffTickets } from '../modules/tickets/tickets.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { actorOf, principalOf } from './staff-access.ts';
import { parse } from './staff-money.routes.ts';

const answerBody = v.object({
  text: v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxLength(TICKET_TEXT_MAX))), null),
  fileId: v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty('required'), maxLength(64))), null),
  /** The name the owner sees: by default the staff user's, or "Support" for the service account. */
  admin: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('required'), maxLength(MAX_NAME_LENGTH))),
});
const SERVICE_ADMIN_NAME = 'Support';
const listQuery = v.object({ status: v.optional(v.picklist(TICKET_STATUSES, 'invalid')) });

const numberOf = (request: FastifyRequest) => {
  const raw = (request.params as { number: string }).number;
  if (!/^\d{1,15}$/.test(raw)) throw new AppError(404, 'ticket_not_found');
  return Number(raw);
};

export async function staffTicketRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const stream = ticketEventStreams(app);
  // Every business's ticket changes, the portal's transport (bearer header, fetch-read event stream).
  app.get(`${STAFF_TICKET_EVENTS_PATH}`, async (request, reply) => {
    if (Object.keys(request.query as object).length > 0) throw new AppError(400, 'validation_error', { query: 'invalid' });
    stream(request, reply, ALL_BUSINESSES);
  });
  app.get('/v1/tickets', async (request) => ({ data: await staffTickets(ctx, parse(listQuery, request.query).status ?? null) }));
  app.get('/v1/tickets/:number', async (request) => ({ data: await staffReadTicket(ctx, numberOf(request)) }));
  app.post('/v1/tickets/:number/messages', async (request, reply) => {
    const body = parse(answerBody, request.body);
    const { user } = principalOf(request);
    const adminName = body.admin ?? (user.role === 'service' ? SERVICE_ADMIN_NAME : user.name);
    return reply.status(201).send({ data: await staffAnswer(ctx, actorOf(request), numberOf(request), { text: body.text, fileId: body.fileId, adminName }) });
  });
  app.post('/v1/tickets/:number/close', async (request) => ({ data: await staffClose(ctx, actorOf(request), numberOf(request)) }));
  // Staff attachments: the chat's rules (TICKET scope), stored without an owner.
  app.post('/v1/file', async (request, reply) => {
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
  `${message.readTime ? '' : '  [unread]'}: ${message.text ?? ''}${message.file ? `  [file ${message.file.name}, ${message.file.url}]` : ''}`;

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
    const body = v.safeParse(answerBody, { text: values.text ?? null, admin: values.admin });
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
