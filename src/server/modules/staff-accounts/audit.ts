// The staff audit trail (issue 15 item 2): who did what to which object, the before and after of the fields the
// action changed, when and from where. Services write it with the action's own transaction, so an action and its
// row commit or roll back together; nothing updates or deletes a row (the database refuses it too).
import type { AuditPage, StaffRole } from '#shared/api/staff.ts';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../db/database.ts';
import { auditRows, insertAuditRow } from './staff-accounts.repository.ts';

/** The account `STAFF_TOKEN` and `npm run staff` act as (created by migration 0015). */
export const SERVICE_STAFF_USER_ID = '01930000-0000-7000-8000-00000000f001';

/** Who performs a staff action: a staff user and the client address it came from. */
export type StaffActor = { staffUserId: string; ip: string | null };

/** The command line (and the demo seed) act as the service account, from no address. */
export const SERVICE_ACTOR: StaffActor = { staffUserId: SERVICE_STAFF_USER_ID, ip: null };

type Fields = Record<string, unknown>;

export type AuditEntry = {
  action: string;
  objectType: string;
  objectId: string;
  /** The object's fields before the action (null when it created the object). */
  before: Fields | null;
  /** Its fields after the action (null when it removed the object). */
  after: Fields | null;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Keeps only the fields whose value differs between before and after (all of them for a created object). */
export function changedOnly(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Writes one audit row; call it with the transaction of the action it records. */
export async function recordAudit(tx: Executor, actor: StaffActor, entry: AuditEntry, at: Date): Promise<void> {
  const { before, after } = changedOnly(entry.before, entry.after);
  await insertAuditRow(tx, {
    id: uuidv7(),
    staff_user_id: actor.staffUserId,
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId,
    before_json: before ? JSON.stringify(before) : null,
    after_json: after ? JSON.stringify(after) : null,
    at: at.toISOString(),
    ip: actor.ip,
  });
}

export type AuditFilter = {
  staffUserId?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  page: number;
  perPage: number;
};

/** Newest first. */
export async function listAudit(db: Executor, filter: AuditFilter): Promise<AuditPage> {
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
  const { count, rows } = await auditRows(db, { ...filter, from: iso(filter.from), to: iso(filter.to) });
  return {
    content: rows.map((row) => ({
      id: row.id,
      at: row.at,
      staffUser: { id: row.user_id, login: row.login, name: row.name, role: row.role as StaffRole },
      action: row.action,
      objectType: row.object_type,
      objectId: row.object_id,
      before: row.before_json ? (JSON.parse(row.before_json) as Fields) : null,
      after: row.after_json ? (JSON.parse(row.after_json) as Fields) : null,
      ip: row.ip,
    })),
    totalElements: count,
    page: filter.page,
    perPage: filter.perPage,
  };
}
