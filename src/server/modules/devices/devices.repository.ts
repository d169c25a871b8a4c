// Kysely access to devices (one row per browser a user signs in on); `db` or a transaction first.
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DeviceTable } from '../../db/tables/devices.ts';

/** A user's devices, for a paged list. */
export function devicesOfUser(db: Executor, userId: string) {
  return db.selectFrom('device').selectAll().where('user_id', '=', userId);
}

export function findDeviceOfUser(db: Executor, userId: string, deviceId: string): Promise<DeviceTable | undefined> {
  return db.selectFrom('device').selectAll().where('id', '=', deviceId).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's device holding this device token, if any. */
export function findDeviceByToken(db: Executor, userId: string, tokenHash: string): Promise<DeviceTable | undefined> {
  return db.selectFrom('device').selectAll().where('token_hash', '=', tokenHash).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertDevice(db: Executor, row: Insertable<DeviceTable>): Promise<void> {
  await db.insertInto('device').values(row).execute();
}

export async function updateDevice(db: Executor, deviceId: string, changes: Updateable<DeviceTable>): Promise<void> {
  await db.updateTable('device').set(changes).where('id', '=', deviceId).execute();
}
