// Staff users (issue 15 item 1): created by an admin or `npm run staff -- user-add`, each with a password and a TOTP
// secret shown once. Blocking a user or changing its role ends its sessions; every change is audited.
import type { StaffCreatedUser, StaffPersonRole, StaffSecondFactor, StaffUser, StaffUserStatus } from '#shared/api/staff.ts';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '../../clock.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPin } from '../users/pin.ts';
import { recordAudit, type StaffActor } from './audit.ts';
import { findStaffUser, insertStaffUser, revokeStaffSessions, staffUserRows, updateStaffUserRow } from './staff-accounts.repository.ts';
import { toStaffUser } from './staff-sessions.ts';
import type { StaffUserTable } from '../../db/tables/staff-accounts.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

type Ctx = { db: Db; clock: Clock };

const audited = (user: Pick<StaffUserTable, 'login' | 'name' | 'role' | 'status'>) => ({ login: user.login, name: user.name, role: user.role, status: user.status });

export async function listStaffUsers(db: Executor): Promise<StaffUser[]> {
  const rows = await staffUserRows(db);
  return rows.map(toStaffUser);
}

async function staffUserRow(db: Executor, id: string): Promise<StaffUserTable> {
  const row = await findStaffUser(db, id);
  // The service account is STAFF_TOKEN's: it is not managed as a person.
  if (!row || row.role === 'service') throw new AppError(404, 'staff_user_not_found');
  return row;
}

export async function createStaffUser(
  ctx: Ctx,
  actor: StaffActor,
  request: { login: string; name: string; role: StaffPersonRole; password: string; totpSecret?: string },
): Promise<StaffCreatedUser> {
  const passwordHash = await hashPin(request.password);
  const totpSecret = request.totpSecret ?? newTotpSecret();
  const now = ctx.clock.now();
  const row: StaffUserTable = {
    id: uuidv7(),
    login: request.login,
    name: request.name,
    role: request.role,
    status: 'ACTIVE',
    password_hash: passwordHash,
    totp_secret: totpSecret,
    totp_last_step: null,
    failed_count: 0,
    locked_until: null,
    created_at: now.toISOString(),
    modified_at: now.toISOString(),
  };
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await insertStaffUser(tx, row))) throw new AppError(409, 'staff_login_is_exists');
    await recordAudit(tx, actor, { action: 'staff-user.create', objectType: 'staff_user', objectId: row.id, before: null, after: audited(row) }, now);
  });
  return { user: toStaffUser(row), totpSecret, otpauthUrl: otpauthUrl(totpSecret, row.login) };
}

export async function updateStaffUser(
  ctx: Ctx,
  actor: StaffActor,
  id: string,
  change: { name?: string; role?: StaffPersonRole; status?: StaffUserStatus },
): Promise<StaffUser> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const before = await staffUserRow(tx, id);
    const after = { ...before, ...change, modified_at: now.toISOString() };
    await updateStaffUserRow(tx, id, { name: after.name, role: after.role, status: after.status, modified_at: after.modified_at });
    // A blocked user or one whose rights changed signs in again (or not at all).
    if (after.status !== before.status || after.role !== before.role) await revokeStaffSessions(tx, id, now);
    await recordAudit(tx, actor, { action: 'staff-user.update', objectType: 'staff_user', objectId: id, before: audited(before), after: audited(after) }, now);
    return toStaffUser(after);
  });
}

/** A new TOTP secret (a lost phone): the old one stops working and the user's sessions end. */
export async function resetSecondFactor(ctx: Ctx, actor: StaffActor, id: string): Promise<StaffSecondFactor> {
  const now = ctx.clock.now();
  const totpSecret = newTotpSecret();
  const user = await ctx.db.transaction().execute(async (tx) => {
    const row = await staffUserRow(tx, id);
    await updateStaffUserRow(tx, id, { totp_secret: totpSecret, totp_last_step: null, modified_at: now.toISOString() });
    await revokeStaffSessions(tx, id, now);
    // The secret itself is never written to the audit.
    await recordAudit(tx, actor, { action: 'staff-user.reset-second-factor', objectType: 'staff_user', objectId: id, before: null, after: null }, now);
    return row;
  });
  return { totpSecret, otpauthUrl: otpauthUrl(totpSecret, user.login) };
}
