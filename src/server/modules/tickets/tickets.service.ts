// Support tickets (spec 03 Tickets, §5–§7): the owner of an active business opens tickets on a subject and chats with
// support; staff answer (ADMIN messages), read and close them. Employees have no tickets (spec 03 §6).
import { uuidv7 } from 'uuidv7';
import type { BodyOf } from '#shared/api/contract.ts';
import {
  TICKET_LIST,
  TICKET_MESSAGE_LIST,
  type sendTicketMessage,
  type Ticket,
  type TicketMessage,
  type TicketStatus,
  type TicketSubject,
  type TicketMessageType,
} from '#shared/api/tickets.ts';
import type { PageableBody } from '#shared/api/paging.ts';
import type { FileType } from '#shared/enums.ts';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ownerBusinessId } from '../business/business-of.ts';
import type { Auth } from '../../context.ts';
import { pageOf } from '../../http/paging.ts';
import { findBusiness } from '../business/business.repository.ts';
import { downloadUrl, findFile } from '../files/files.repository.ts';
import { nextNumber } from '../payments/payments.repository.ts';
import { recordAudit, type StaffActor } from '../staff-accounts/audit.ts';
import {
  closeOpenTicket,
  findMessage,
  findTicket,
  findTicketByNumber,
  findTicketSubject,
  insertMessage,
  insertTicket,
  listedMessagesOfTicket,
  listedTicketsOfBusiness,
  markAgentMessagesRead,
  markMessageRead,
  messagesWithPeople,
  noteTicketMessage,
  takeAgentUnread,
  ticketsWithSubject,
  ticketSubjects,
  type MessageRow,
  type TicketRow,
} from './tickets.repository.ts';
import { supportAnswer } from '../notifications/events.ts';
import { notifyOwner } from '../notifications/notifications.repository.ts';

type Ctx = { db: Executor; clock: Clock };
type TicketListBody = PageableBody<(typeof TICKET_LIST.sort)[number], (typeof TICKET_LIST.search)[number]>;
type MessageListBody = PageableBody<(typeof TICKET_MESSAGE_LIST.sort)[number], (typeof TICKET_MESSAGE_LIST.search)[number]>;

/** Human ticket numbers start here. */
const FIRST_TICKET_NUMBER = 1001;

/** spec 03 §6: tickets are for the owner of an active business only; an employee (or anyone else) is refused. */
export async function ticketOwner(ctx: Ctx, auth: Auth): Promise<string> {
  const businessId = ownerBusinessId(auth);
  const business = await findBusiness(ctx.db, businessId);
  if (!business || business.status !== 'ACTIVE') throw new AppError(403, 'access_denied');
  return businessId;
}

/** A subject's titles; oz only where the subject has one (the client falls back to uz). */
const titlesOf = (uz: string, ru: string, en: string, oz: string | null) => ({ uz, ru, en, ...(oz ? { oz } : {}) });

export function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    title: row.title,
    number: Number(row.number),
    hasUnReadMessage: Number(row.agent_unread) > 0,
    subject: { id: row.subject_id, title: titlesOf(row.subject_uz, row.subject_ru, row.subject_en, row.subject_oz) },
    status: row.status as TicketStatus,
    closedDate: row.closed_at,
    createdDate: row.created_at,
    modifiedDate: row.modified_at,
  };
}

function toMessage(row: MessageRow, status: TicketStatus): TicketMessage {
  const userImage = row.user_image_guid && row.user_image_extension ? downloadUrl({ guid: row.user_image_guid, extension: row.user_image_extension }) : null;
  return {
    id: row.id,
    ticketId: row.ticket_id,
    readTime: row.read_at,
    text: row.text,
    agent:
      row.type === 'AGENT' && row.agent_user_id
        ? { id: row.agent_user_id, firstName: row.first_name, lastName: row.last_name, surname: row.surname, image: userImage }
        : null,
    admin:
      row.type === 'ADMIN'
        ? { id: 'support', username: row.admin_name ?? 'support', firstName: row.admin_name, lastName: null, surname: null, image: null }
        : null,
    file:
      row.file_id && row.file_guid && row.file_extension
        ? {
            id: row.file_id,
            name: row.file_name ?? '',
            size: Number(row.file_size ?? 0),
            type: (row.file_type ?? 'FILE') as FileType,
            url: downloadUrl({ guid: row.file_guid, extension: row.file_extension }),
          }
        : null,
    status,
    type: row.type as TicketMessageType,
    createdDate: row.created_at,
  };
}

/** A ticket of the business, or `not_found` (another business's tickets do not exist for it). */
async function ownTicket(ctx: Ctx, businessId: string, id: string): Promise<TicketRow> {
  const row = await findTicket(ctx.db, id);
  if (!row || row.business_id !== businessId) throw new AppError(404, 'ticket_not_found');
  return row;
}

export async function listSubjects(ctx: Ctx, auth: Auth): Promise<TicketSubject[]> {
  await ticketOwner(ctx, auth);
  const rows = await ticketSubjects(ctx.db);
  return rows.map((row) => ({ id: row.id, title: titlesOf(row.title_uz, row.title_ru, row.title_en, row.title_oz) }));
}

const TICKET_COLUMNS = {
  sort: { modifiedDate: 'modified_at', createdDate: 'created_at', number: 'number' },
  search: {
    'ticketSubject.title.uz': { column: 'subject_uz', kind: 'string' },
    'ticketSubject.title.ru': { column: 'subject_ru', kind: 'string' },
    'ticketSubject.title.en': { column: 'subject_en', kind: 'string' },
    status: { column: 'status', kind: 'string' },
    number: { column: 'number', kind: 'number' },
  },
  defaultSort: { column: 'modified_at', direction: 'desc' },
  tiebreak: 'id',
} as const;

/** spec 03 §7 ticket/pageable: the business's tickets, last change first; the quick search filters the subject. */
export async function pageTickets(ctx: Ctx, auth: Auth, body: TicketListBody) {
  const businessId = await ticketOwner(ctx, auth);
  const page = await pageOf(listedTicketsOfBusiness(ctx.db, businessId), body, TICKET_COLUMNS);
  return { ...page, content: page.content.map(toTicket) };
}

export async function getTicket(ctx: Ctx, auth: Auth, id: string): Promise<Ticket> {
  return toTicket(await ownTicket(ctx, await ticketOwner(ctx, auth), id));
}

/** spec 03 §7 POST /v1/ticket: a new OPEN ticket on a subject, with the next human number. */
export async function createTicket(ctx: Ctx, auth: Auth, subjectId: string): Promise<Ticket> {
  const businessId = await ticketOwner(ctx, auth);
  const subject = await findTicketSubject(ctx.db, subjectId);
  if (!subject) throw new AppError(404, 'ticket_subject_not_found');
  const now = ctx.clock.now().toISOString();
  const id = uuidv7();
  await ctx.db.transaction().execute(async (tx) => {
    await insertTicket(tx, {
      id,
      number: await nextNumber(tx, 'ticket', FIRST_TICKET_NUMBER),
      business_id: businessId,
      subject_id: subjectId,
      status: 'OPEN',
      title: null,
      agent_unread: 0,
      staff_unread: 0,
      created_at: now,
      modified_at: now,
      closed_at: null,
    });
  });
  return toTicket((await findTicket(ctx.db, id))!);
}

function checkedTicketId(body: MessageListBody): string {
  const filter = body.search.find((item) => item.key === 'ticketId' && item.value !== '');
  if (!filter || filter.operation !== '=' || typeof filter.value !== 'string') {
    throw new AppError(400, 'validation_error', { 'search.ticketId': 'required' });
  }
  return filter.value;
}

/** spec 03 §7 ticket-message/pageable: one ticket's messages, newest first, 30 a page. */
export async function pageMessages(ctx: Ctx, auth: Auth, body: MessageListBody) {
  const businessId = await ticketOwner(ctx, auth);
  const ticket = await ownTicket(ctx, businessId, checkedTicketId(body));
  const page = await pageOf(
    listedMessagesOfTicket(ctx.db, ticket.id),
    { ...body, search: [] },
    { sort: { createdDate: 'created_at' }, search: {}, defaultSort: { column: 'created_at', direction: 'desc' }, tiebreak: 'id' },
  );
  return { ...page, content: page.content.map((row) => toMessage(row as MessageRow, ticket.status as TicketStatus)) };
}

type NewMessage = { type: TicketMessageType; text: string | null; fileId: string | null; agentUserId: string | null; adminName: string | null };

/** Adds a message to an OPEN ticket and moves the ticket's title, unread counts and modifiedDate with it. */
/** `audit` runs in the message's transaction (a staff answer writes its audit row there). */
async function addMessage(ctx: Ctx, ticket: TicketRow, message: NewMessage, audit?: (tx: Executor, messageId: string) => Promise<void>): Promise<void> {
  if (ticket.status !== 'OPEN') throw new AppError(400, 'ticket_is_closed');
  const text = message.text?.trim() || null;
  if (!text && message.fileId === null) throw new AppError(400, 'validation_error', { text: 'required' });
  let fileName: string | null = null;
  // Any id given is checked, an empty one too: unchecked, it would meet the message's foreign key (a 500).
  if (message.fileId !== null) {
    const file = await findFile(ctx.db, message.fileId);
    // The owner attaches its own uploads; staff attach theirs (stored without an owner).
    const mine = message.type === 'AGENT' ? file?.owner_id === message.agentUserId : file?.owner_id === null;
    if (!file || !mine) throw new AppError(404, 'file_not_found');
    fileName = file.name;
  }
  const now = ctx.clock.now().toISOString();
  const id = uuidv7();
  await ctx.db.transaction().execute(async (tx) => {
    await insertMessage(tx, {
      id,
      ticket_id: ticket.id,
      type: message.type,
      text,
      file_id: message.fileId,
      agent_user_id: message.agentUserId,
      admin_name: message.adminName,
      read_at: null,
      created_at: now,
    });
    await noteTicketMessage(tx, ticket.id, { title: text ?? fileName, at: now, unreadFor: message.type === 'ADMIN' ? 'agent' : 'staff' });
    // A support answer: the owner is told with the message (issue 21).
    if (message.type === 'ADMIN') await notifyOwner(tx, ticket.business_id, supportAnswer({ id: ticket.id, number: ticket.number }, ctx.clock.now()));
    await audit?.(tx, id);
  });
}

/** spec 03 §7 POST /v1/ticket-message: the owner's message (text, a file or both) to its OPEN ticket. */
export async function sendMessage(ctx: Ctx, auth: Auth, body: BodyOf<typeof sendTicketMessage>) {
  const businessId = await ticketOwner(ctx, auth);
  const ticket = await ownTicket(ctx, businessId, body.ticketId);
  await addMessage(ctx, ticket, { type: 'AGENT', text: body.text, fileId: body.fileId, agentUserId: auth.userId, adminName: null });
  return { ticketId: ticket.id, text: body.text?.trim() || null, fileId: body.fileId };
}

/**
 * spec 03 §4 read flow: the owner read an ADMIN message; the ticket's unread count follows. Reading twice is harmless.
 * Reading is no change of the conversation: the ticket keeps its place in the list (modifiedDate stays).
 */
export async function readMessage(ctx: Ctx, auth: Auth, id: string): Promise<TicketMessage> {
  const businessId = await ticketOwner(ctx, auth);
  const message = await findMessage(ctx.db, id);
  const ticket = message ? await findTicket(ctx.db, message.ticket_id) : undefined;
  if (!message || !ticket || ticket.business_id !== businessId) throw new AppError(404, 'not_found');
  if (message.type === 'ADMIN' && message.read_at === null) {
    const now = ctx.clock.now().toISOString();
    await ctx.db.transaction().execute(async (tx) => {
      if (!(await markMessageRead(tx, id, now))) return;
      await takeAgentUnread(tx, ticket.id);
    });
  }
  const row = await messagesWithPeople(ctx.db).where('m.id', '=', id).executeTakeFirstOrThrow();
  return toMessage(row as MessageRow, ticket.status as TicketStatus);
}

// ---- staff (DESIGN §4: /api/staff/v1 and `npm run staff`) ----

async function ticketByNumber(ctx: Ctx, number: number): Promise<TicketRow> {
  const row = Number.isSafeInteger(number) ? await findTicketByNumber(ctx.db, number) : undefined;
  if (!row) throw new AppError(404, 'ticket_not_found');
  return row;
}

export type StaffTicket = Ticket & { businessId: string; businessName: string; unreadForStaff: number; unreadForAgent: number };

/** Staff: tickets of every business (OPEN or CLOSE, or all), last change first. */
export async function staffTickets(ctx: Ctx, status: TicketStatus | null): Promise<StaffTicket[]> {
  let query = ticketsWithSubject(ctx.db).innerJoin('business as b', 'b.id', 't.business_id').select('b.name as business_name');
  if (status) query = query.where('t.status', '=', status);
  const rows = await query.orderBy('t.modified_at', 'desc').orderBy('t.id', 'desc').limit(1000).execute();
  return rows.map((row) => ({
    ...toTicket(row),
    businessId: row.business_id,
    businessName: row.business_name,
    unreadForStaff: Number(row.staff_unread),
    unreadForAgent: Number(row.agent_unread),
  }));
}

/** Staff read a ticket: all its messages oldest first; the owner's messages become read by support. */
export async function staffReadTicket(ctx: Ctx, number: number): Promise<{ ticket: Ticket; messages: TicketMessage[] }> {
  const ticket = await ticketByNumber(ctx, number);
  if (Number(ticket.staff_unread) > 0) {
    const now = ctx.clock.now().toISOString();
    await ctx.db.transaction().execute(async (tx) => {
      await markAgentMessagesRead(tx, ticket.id, now);
    });
  }
  const rows = await messagesWithPeople(ctx.db).where('m.ticket_id', '=', ticket.id).orderBy('m.created_at').orderBy('m.id').execute();
  return { ticket: toTicket(ticket), messages: rows.map((row) => toMessage(row as MessageRow, ticket.status as TicketStatus)) };
}

/** Staff answer (an ADMIN message: text, a file uploaded through the staff API, or both). */
export async function staffAnswer(
  ctx: Ctx,
  actor: StaffActor,
  number: number,
  input: { text: string | null; fileId: string | null; adminName: string },
): Promise<Ticket> {
  const ticket = await ticketByNumber(ctx, number);
  const message = { type: 'ADMIN', text: input.text, fileId: input.fileId, agentUserId: null, adminName: input.adminName } as const;
  await addMessage(ctx, ticket, message, (tx, messageId) =>
    recordAudit(
      tx,
      actor,
      { action: 'ticket.reply', objectType: 'ticket', objectId: String(ticket.number), before: null, after: { messageId, text: message.text, fileId: message.fileId, admin: message.adminName } },
      ctx.clock.now(),
    ),
  );
  return toTicket((await findTicket(ctx.db, ticket.id))!);
}

/** Staff close a ticket: CLOSE with its closing date; no more messages. Closing twice is refused. */
export async function staffClose(ctx: Ctx, actor: StaffActor, number: number): Promise<Ticket> {
  const ticket = await ticketByNumber(ctx, number);
  if (ticket.status !== 'OPEN') throw new AppError(400, 'ticket_is_closed');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await closeOpenTicket(tx, ticket.id, now.toISOString()))) throw new AppError(400, 'ticket_is_closed');
    const after = { status: 'CLOSE', closedAt: now.toISOString() };
    await recordAudit(tx, actor, { action: 'ticket.close', objectType: 'ticket', objectId: String(ticket.number), before: { status: 'OPEN', closedAt: null }, after }, now);
  });
  return toTicket((await findTicket(ctx.db, ticket.id))!);
}
