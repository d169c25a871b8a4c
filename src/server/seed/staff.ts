// The demo staff (issue 15): one user per role, all with the same password and a fixed TOTP secret, listed in
// docs/staff.md so a person trying the demo can sign in to the console as each role.
import type { StaffPersonRole } from '#shared/api/staff.ts';
import { systemClock } from '../clock.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { createStaffUser } from '../modules/staff-accounts/staff-users.service.ts';
import type { Db } from '../db/database.ts';

export const DEMO_STAFF_PASSWORD = 'staff-demo-2026';

/** Base32 secrets spelling the role, padded to 20 bytes. */
export const DEMO_STAFF: { login: StaffPersonRole; name: string; totpSecret: string }[] = [
  { login: 'admin', name: 'Demo Admin', totpSecret: 'DEMOADMIN'.padEnd(32, 'A') },
  { login: 'moderator', name: 'Demo Moderator', totpSecret: 'DEMOMODERATOR'.padEnd(32, 'A') },
  { login: 'finance', name: 'Demo Finance', totpSecret: 'DEMOFINANCE'.padEnd(32, 'A') },
  { login: 'support', name: 'Demo Support', totpSecret: 'DEMOSUPPORT'.padEnd(32, 'A') },
];

/** Seeds the demo staff once, on a database without any staff person. */
export async function seedStaff(db: Db): Promise<boolean> {
  if (await db.selectFrom('staff_user').select('id').where('role', '!=', 'service').limit(1).executeTakeFirst()) return false;
  for (const user of DEMO_STAFF) {
    await createStaffUser({ db, clock: systemClock }, SERVICE_ACTOR, { ...user, role: user.login, password: DEMO_STAFF_PASSWORD });
  }
  return true;
}
