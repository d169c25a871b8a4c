import type { Setting } from '#shared/api/settings.ts';
import type { Executor } from '../../db/database.ts';
import { ExpiringCache } from '../../lib/expiring-cache.ts';
import { findSetting, listPublicSettings, upsertSetting } from './settings.repository.ts';
import type { SettingTable } from '../../db/tables/settings.ts';

/** Private flags and secrets; public settings are listed by GET /v1/setting/all. */
export const PRIVATE_KEYS = {
  techMode: 'tech_mode',
  jwtSecret: 'jwt_secret',
  otpSecret: 'otp_secret',
  staffToken: 'staff_token',
  vapidKeys: 'vapid_keys',
} as const;

function toSetting(row: SettingTable): Setting {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    value: row.value,
    status: row.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    isStatic: row.is_static === 1,
    isPrivate: row.is_private === 1,
    createdDate: row.created_at,
    modifiedDate: row.modified_at,
  };
}

export async function publicSettings(db: Executor): Promise<Setting[]> {
  return (await listPublicSettings(db)).map(toSetting);
}

async function flag(db: Executor, key: string): Promise<boolean> {
  return (await findSetting(db, key))?.value === 'true';
}

// Every request asks whether technical mode is on; a second-old answer is fresh enough for a maintenance switch
// (another server process sees a change within a second; this process sees its own change at once).
const TECH_MODE_TTL_MS = 1_000;
let techModeSeen = new WeakMap<Executor, ExpiringCache<'on', boolean>>();

/** Drops the remembered answers; call it after committing a transaction that switched technical mode. */
export function forgetTechMode(): void {
  techModeSeen = new WeakMap();
}

export async function isTechModeOn(db: Executor): Promise<boolean> {
  let seen = techModeSeen.get(db);
  if (!seen) techModeSeen.set(db, (seen = new ExpiringCache({ ttlMs: TECH_MODE_TTL_MS, maxEntries: 1 })));
  return (await seen.get('on', () => flag(db, PRIVATE_KEYS.techMode)))!;
}

export const isTestModeOn = (db: Executor) => flag(db, 'test_mode');

export async function setTechMode(db: Executor, on: boolean): Promise<void> {
  await upsertSetting(db, { key: PRIVATE_KEYS.techMode, title: 'Technical mode', value: String(on), isPrivate: true });
  forgetTechMode();
}

export async function setTestMode(db: Executor, on: boolean): Promise<void> {
  await upsertSetting(db, { key: 'test_mode', title: 'Test mode', value: String(on), isPrivate: false });
}
