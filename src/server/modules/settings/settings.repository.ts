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
