// Frozen in time. Issue 25's walk in Uzbek Cyrillic: the ticket subjects had no oz title, so an oz reader saw them
// in Latin ("Toʻlovlar") among Cyrillic words. Each subject gets its oz title, as the catalogue names have theirs
// (decision 030); a subject added without one still falls back to uz.
import { sql, type Kysely } from 'kysely';

const OZ: [string, string][] = [
  ['01930000-0000-7000-8000-000000000001', 'Тўловлар'],
  ['01930000-0000-7000-8000-000000000002', 'Депозит ва мукофот'],
  ['01930000-0000-7000-8000-000000000003', 'Ҳужжатлар ва имзо'],
  ['01930000-0000-7000-8000-000000000004', 'Ходимлар ва савдо нуқталари'],
  ['01930000-0000-7000-8000-000000000005', 'Тўловни бекор қилиш'],
  ['01930000-0000-7000-8000-000000000006', 'Бошқа савол'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_subject').addColumn('title_oz', 'text').execute();
  for (const [id, oz] of OZ) await sql`update ticket_subject set title_oz = ${oz} where id = ${id}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_subject').dropColumn('title_oz').execute();
}
