import type { ErrorCode } from '#shared/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { PIN_LOCK_MS, PIN_MAX_FAILURES, verifyPin } from './pin.ts';
import { findUserById, takePinAttempt, updateUser } from './users.repository.ts';
import type { UserTable } from '../../db/tables/users.ts';

/** The signed-in user's row; a token whose user vanished is no longer a session. */
export async function requireUser(db: Executor, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, 'unauthorized');
  return user;
}

/**
 * Checks a PIN under the one lockout of repeated failures (DESIGN §4), wherever it is typed: sign-in, the PIN change
 * and the phone change's confirmation (issue 14 item 4: wrong old PINs at the PIN change were never counted).
 * A wrong PIN answers `wrong`; the last allowed failure, and any try while locked, answer pin_attempts_exceeded.
 */
export async function checkPin(ctx: AppContext, user: UserTable, pin: string, wrong: ErrorCode): Promise<void> {
  const now = ctx.clock.now();
  const attempt = await takePinAttempt(ctx.db, user.id, now.toISOString(), PIN_MAX_FAILURES);
  if (attempt === null) throw new AppError(429, 'pin_attempts_exceeded');
  if (!user.pin_hash || !(await verifyPin(user.pin_hash, pin))) {
    if (attempt < PIN_MAX_FAILURES) throw new AppError(400, wrong);
    await updateUser(ctx.db, user.id, {
      failed_pin_count: 0,
      locked_until: new Date(now.getTime() + PIN_LOCK_MS).toISOString(),
    });
    throw new AppError(429, 'pin_attempts_exceeded');
  }
  await updateUser(ctx.db, user.id, { failed_pin_count: 0, locked_until: null });
}

/** Why a user's signed token no longer works when the owner deactivated or deleted that employee, else null. */
export async function endedEmployeeCode(db: Executor, userId: string): Promise<'employee_is_inactive' | 'employee_is_deleted' | null> {
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'EMPLOYEE') return null;
  if (user.deleted_at) return 'employee_is_deleted';
  return user.active ? null : 'employee_is_inactive';
}
