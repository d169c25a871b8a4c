// The statements of idempotency.ts on `idempotency_record`: the ones every payment runs are prepared (db/prepared.ts);
// the conditional ones (take over, refuse, release) change a record only while it is still as this request saw it.
// Answers are stored packed on SQLite (stored-answer.ts): they go in and come out of this file as JSON text.
import { sql } from 'kysely';
import { isPostgres, type Executor } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import type { IdempotencyRecordTable } from '../db/tables/payments.ts';
import { packAnswer, unpackAnswer } from './stored-answer.ts';

/** A record as idempotency.ts reads and writes it: its answer as JSON text. */
export type IdempotencyRecord = Omit<IdempotencyRecordTable, 'response_body'> & { response_body: string | null };
type RecordKey = { userId: string; key: string };
/** A stored answer's columns. */
export type AnswerColumns = Pick<IdempotencyRecord, 'state' | 'response_status' | 'response_body' | 'completed_at'>;
/** A record's columns besides its key. */
export type RecordColumns = Omit<IdempotencyRecord, 'user_id' | 'key'>;

/** The answer column as `db` stores it. */
const stored = <T extends { response_body: string | null }>(db: Executor, columns: T): T & { response_body: string | Buffer | null } =>
  columns.response_body === null || isPostgres(db) ? columns : { ...columns, response_body: packAnswer(columns.response_body) };

const insertStatement = prepared((db, record: IdempotencyRecordTable) =>
  db.insertInto('idempotency_record').values(record).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('key'),
);
const selectStatement = prepared((db, where: RecordKey) =>
  db.selectFrom('idempotency_record').selectAll().where('user_id', '=', where.userId).where('key', '=', where.key),
);
const completeStatement = prepared((db, values: RecordKey & Pick<IdempotencyRecordTable, 'state' | 'response_status' | 'response_body' | 'completed_at'>) =>
  db
    .updateTable('idempotency_record')
    .set({ state: values.state, response_status: values.response_status, response_body: values.response_body, completed_at: values.completed_at })
    .where('user_id', '=', values.userId)
    .where('key', '=', values.key),
);

/** Inserts a key's record unless the key already has one; answers whether it did. */
export async function insertIdempotencyRecord(db: Executor, record: IdempotencyRecord): Promise<boolean> {
  return (await insertStatement(db, stored(db, record))).rows.length > 0;
}

export async function findIdempotencyRecord(db: Executor, userId: string, key: string): Promise<IdempotencyRecord | undefined> {
  const record = (await selectStatement(db, { userId, key })).rows[0];
  return record && { ...record, response_body: unpackAnswer(record.response_body) };
}

/** Stores the answer in a record this request holds. */
export async function completeIdempotencyRecord(db: Executor, userId: string, key: string, answer: AnswerColumns): Promise<void> {
  await completeStatement(db, { userId, key, ...stored(db, answer) });
}

/** Replaces a record still held as `seen` (its lock and state) with `fresh`: whether this call replaced it. */
export async function takeOverIdempotencyRecord(
  db: Executor,
  where: RecordKey & { seen: Pick<IdempotencyRecord, 'locked_until' | 'state'> },
  fresh: RecordColumns,
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_record')
    .set(stored(db, fresh))
    .where('user_id', '=', where.userId)
    .where('key', '=', where.key)
    .where('locked_until', '=', where.seen.locked_until)
    .where('state', '=', where.seen.state)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Stores an answer in a record still IN_PROGRESS under this lock: whether it was still there. */
export async function answerHeldIdempotencyRecord(db: Executor, where: RecordKey & { lockedUntil: string }, answer: AnswerColumns): Promise<boolean> {
  const updated = await db
    .updateTable('idempotency_record')
    .set(stored(db, answer))
    .where('user_id', '=', where.userId)
    .where('key', '=', where.key)
    .where('locked_until', '=', where.lockedUntil)
    .where('state', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Deletes a record still IN_PROGRESS under this lock. */
export async function releaseIdempotencyRecord(db: Executor, where: RecordKey & { lockedUntil: string }): Promise<void> {
  await db
    .deleteFrom('idempotency_record')
    .where('user_id', '=', where.userId)
    .where('key', '=', where.key)
    .where('locked_until', '=', where.lockedUntil)
    .where('state', '=', 'IN_PROGRESS')
    .execute();
}

/** Records the SQLite purge deletes per statement, in one pass at most PURGE_BATCHES times. */
const PURGE_BATCH = 500;
const PURGE_BATCHES = 20;

/**
 * Deletes the records created before `before`. SQLite has no index on created_at (migration 0031): its rowids
 * follow the inserts, so the oldest records are read first, a batch at a time, and a pass stops at a batch that was
 * not all past retention. A record taken over (created again) holds the ones behind it back until it expires too:
 * they are kept longer, never shorter.
 */
export async function deleteIdempotencyRecordsBefore(db: Executor, before: string): Promise<number> {
  if (isPostgres(db)) {
    const result = await db.deleteFrom('idempotency_record').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
  let purged = 0;
  for (let batch = 0; batch < PURGE_BATCHES; batch += 1) {
    const result = await sql`delete from idempotency_record
      where rowid in (select rowid from idempotency_record order by rowid limit ${PURGE_BATCH}) and created_at < ${before}`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    purged += deleted;
    if (deleted < PURGE_BATCH) break;
  }
  return purged;
}
