import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../db/database.ts';

export function findSetting(db: Executor, key: string) {
  return db.selectFrom('setting').selectAll().where('key', '=', key).executeTakeFirst();
}

export function listPublicSettings(db: Executor) {
  return db
    .selectFrom('setting')
    .selectAll()
    .where('is_private', '=', 0)
    .where('status', '=', 'ACTIVE')
    .orderBy('key')
    .execute();
}

export async function upsertSetting(
  db: Executor,
  setting: { key: string; title: string; value: string; isPrivate: boolean; isStatic?: boolean },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('setting')
    .values({
      id: uuidv7(),
      key: setting.key,
      title: setting.title,
      value: setting.value,
      status: 'ACTIVE',
      is_static: setting.isStatic ? 1 : 0,
      is_private: setting.isPrivate ? 1 : 0,
      created_at: now,
      modified_at: now,
    })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: setting.value, modified_at: now }))
    .execute();
}

/** Inserts the setting only when it is missing; returns the stored value either way. */
export async function ensureSetting(
  db: Executor,
  setting: { key: string; title: string; value: () => string; isPrivate: boolean },
): Promise<string> {
  const existing = await findSetting(db, setting.key);
  if (existing) return existing.value;
  const now = new Date().toISOString();
  await db
    .insertInto('setting')
    .values({
      id: uuidv7(),
      key: setting.key,
      title: setting.title,
      value: setting.value(),
      status: 'ACTIVE',
      is_static: 1,
      is_private: setting.isPrivate ? 1 : 0,
      created_at: now,
      modified_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await findSetting(db, setting.key))!.value;
}

/**
 * Takes a job's lease (DESIGN §4) until `until`: when nobody holds it, or its holder's time ran out by `at`; answers
 * whether this holder has it now.
 */
export async function takeJobLease(db: Executor, lease: { name: string; holder: string; until: string; at: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('job_lease')
    .values({ name: lease.name, holder: lease.holder, expires_at: lease.until })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  if (inserted) return true;
  const taken = await db
    .updateTable('job_lease')
    .set({ holder: lease.holder, expires_at: lease.until })
    .where('name', '=', lease.name)
    .where('expires_at', '<=', lease.at)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Hands a job's lease back, if this holder still has it. */
export async function releaseJobLease(db: Executor, lease: { name: string; holder: string }): Promise<void> {
  await db.deleteFrom('job_lease').where('name', '=', lease.name).where('holder', '=', lease.holder).execute();
}
