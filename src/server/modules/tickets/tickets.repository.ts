// Kysely access to tickets and their messages; `db` or a transaction first.
import type { Executor } from '../../db/database.ts';
import type { TicketMessageTable, TicketTable } from '../../db/tables/tickets.ts';

/** Tickets with their subject's titles, for the owner's list and the staff's. */
export function ticketsWithSubject(db: Executor) {
  return db
    .selectFrom('ticket as t')
    .innerJoin('ticket_subject as s', 's.id', 't.subject_id')
    .selectAll('t')
    .select(['s.title_uz as subject_uz', 's.title_ru as subject_ru', 's.title_en as subject_en', 's.title_oz as subject_oz']);
}

export type TicketRow = TicketTable & { subject_uz: string; subject_ru: string; subject_en: string; subject_oz: string | null };

export function findTicket(db: Executor, id: string) {
  return ticketsWithSubject(db).where('t.id', '=', id).executeTakeFirst();
}

export function findTicketByNumber(db: Executor, number: number) {
  return ticketsWithSubject(db).where('t.number', '=', number).executeTakeFirst();
}

/** Messages with the sender's names and the attached file. */
export function messagesWithPeople(db: Executor) {
  return db
    .selectFrom('ticket_message as m')
    .leftJoin('app_user as u', 'u.id', 'm.agent_user_id')
    .leftJoin('stored_file as f', 'f.id', 'm.file_id')
    .leftJoin('stored_file as ui', 'ui.id', 'u.image_id')
    .selectAll('m')
    .select([
      'u.first_name',
      'u.last_name',
      'u.surname',
      'ui.guid as user_image_guid',
      'ui.extension as user_image_extension',
      'f.name as file_name',
      'f.size as file_size',
      'f.type as file_type',
      'f.guid as file_guid',
      'f.extension as file_extension',
    ]);
}

export type MessageRow = TicketMessageTable & {
  first_name: string | null;
  last_name: string | null;
  surname: string | null;
  user_image_guid: string | null;
  user_image_extension: string | null;
  file_name: string | null;
  file_size: number | null;
  file_type: string | null;
  file_guid: string | null;
  file_extension: string | null;
};

export async function insertTicket(db: Executor, row: TicketTable): Promise<void> {
  await db.insertInto('ticket').values(row).execute();
}

export async function insertMessage(db: Executor, row: TicketMessageTable): Promise<void> {
  await db.insertInto('ticket_message').values(row).execute();
}

/** Whether any ticket of the business holds an ADMIN message its owner has not read. */
export async function hasUnreadForAgent(db: Executor, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ticket')
    .select('id')
    .where('business_id', '=', businessId)
    .where('agent_unread', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Tickets changed at or after `since`: what live delivery pushes. */
export function ticketsChangedSince(db: Executor, since: string) {
  return db.selectFrom('ticket').select(['id', 'business_id', 'modified_at']).where('modified_at', '>=', since).execute();
}

export function ticketSubjects(db: Executor) {
  return db.selectFrom('ticket_subject').selectAll().orderBy('position').execute();
}

export function findTicketSubject(db: Executor, id: string) {
  return db.selectFrom('ticket_subject').select('id').where('id', '=', id).executeTakeFirst();
}

/** A business's tickets with their subjects, as a subquery a paged list can sort and filter by its columns. */
export function listedTicketsOfBusiness(db: Executor, businessId: string) {
  return db.selectFrom(ticketsWithSubject(db).where('t.business_id', '=', businessId).as('listed')).selectAll();
}

/** A ticket's messages with their people, as a subquery a paged list can sort by its columns. */
export function listedMessagesOfTicket(db: Executor, ticketId: string) {
  return db.selectFrom(messagesWithPeople(db).where('m.ticket_id', '=', ticketId).as('listed')).selectAll();
}

export function findMessage(db: Executor, id: string): Promise<TicketMessageTable | undefined> {
  return db.selectFrom('ticket_message').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new message moves its ticket: the title shows it, and the other side has one more unread. */
export async function noteTicketMessage(db: Executor, ticketId: string, note: { title: string | null; at: string; unreadFor: 'agent' | 'staff' }): Promise<void> {
  await db
    .updateTable('ticket')
    .set((eb) => ({
      title: note.title,
      modified_at: note.at,
      ...(note.unreadFor === 'agent' ? { agent_unread: eb('agent_unread', '+', 1) } : { staff_unread: eb('staff_unread', '+', 1) }),
    }))
    .where('id', '=', ticketId)
    .execute();
}

/** Marks a message read; false when it already was. */
export async function markMessageRead(db: Executor, id: string, at: string): Promise<boolean> {
  const marked = await db.updateTable('ticket_message').set({ read_at: at }).where('id', '=', id).where('read_at', 'is', null).executeTakeFirst();
  return marked.numUpdatedRows !== 0n;
}

export async function takeAgentUnread(db: Executor, ticketId: string): Promise<void> {
  await db
    .updateTable('ticket')
    .set((eb) => ({ agent_unread: eb('agent_unread', '-', 1) }))
    .where('id', '=', ticketId)
    .where('agent_unread', '>', 0)
    .execute();
}

/** Support read the owner's messages: each is marked read and the ticket has none unread for staff. */
export async function markAgentMessagesRead(db: Executor, ticketId: string, at: string): Promise<void> {
  await db.updateTable('ticket_message').set({ read_at: at }).where('ticket_id', '=', ticketId).where('type', '=', 'AGENT').where('read_at', 'is', null).execute();
  await db.updateTable('ticket').set({ staff_unread: 0 }).where('id', '=', ticketId).execute();
}

/** Closes an OPEN ticket; false when it was not open (closed meanwhile). */
export async function closeOpenTicket(db: Executor, ticketId: string, at: string): Promise<boolean> {
  const closed = await db
    .updateTable('ticket')
    .set({ status: 'CLOSE', closed_at: at, modified_at: at })
    .where('id', '=', ticketId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}
