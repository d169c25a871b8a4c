// Frozen in time. Support tickets (spec 03 Tickets, §7): subjects in three languages (reference data, seeded here),
// a business's tickets with a human number, and their messages (AGENT from the owner, ADMIN from support staff).
import { sql, type Kysely } from 'kysely';

const SUBJECTS: [string, string, string, string][] = [
  ['01930000-0000-7000-8000-000000000001', 'Toʻlovlar', 'Платежи', 'Payments'],
  ['01930000-0000-7000-8000-000000000002', 'Depozit va mukofot', 'Депозит и вознаграждение', 'Deposit and reward'],
  ['01930000-0000-7000-8000-000000000003', 'Hujjatlar va imzo', 'Документы и подпись', 'Documents and signature'],
  ['01930000-0000-7000-8000-000000000004', 'Xodimlar va savdo nuqtalari', 'Сотрудники и точки продаж', 'Employees and sale points'],
  ['01930000-0000-7000-8000-000000000005', 'Toʻlovni bekor qilish', 'Отмена платежа', 'Payment cancellation'],
  ['01930000-0000-7000-8000-000000000006', 'Boshqa savol', 'Другой вопрос', 'Other question'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_subject')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title_uz', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  for (const [index, [id, uz, ru, en]] of SUBJECTS.entries()) {
    await sql`insert into ticket_subject (id, title_uz, title_ru, title_en, position) values (${id}, ${uz}, ${ru}, ${en}, ${index + 1})`.execute(db);
  }

  await db.schema
    .createTable('ticket')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'bigint', (c) => c.notNull().unique())
    .addColumn('business_id', 'text', (c) => c.notNull().references('business.id'))
    .addColumn('subject_id', 'text', (c) => c.notNull().references('ticket_subject.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    // The list's title: the last message's text, else its file's name.
    .addColumn('title', 'text')
    // ADMIN messages the owner has not read yet; AGENT messages support has not read yet.
    .addColumn('agent_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('ticket_business_modified_idx').on('ticket').columns(['business_id', 'modified_at']).execute();
  // Live delivery polls the tickets changed lately.
  await db.schema.createIndex('ticket_modified_idx').on('ticket').columns(['modified_at']).execute();

  await db.schema
    .createTable('ticket_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('ticket.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('file_id', 'text', (c) => c.references('stored_file.id'))
    .addColumn('agent_user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('admin_name', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_message_ticket_created_idx').on('ticket_message').columns(['ticket_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_message').execute();
  await db.schema.dropTable('ticket').execute();
  await db.schema.dropTable('ticket_subject').execute();
}
