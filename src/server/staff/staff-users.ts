// The `npm run staff` commands for staff users (issue 15): `user-add` (prints the password and the second factor's
// secret once) and `totp-code` (the current code of a user, for the demo; refused in production).
import * as v from 'valibot';
import { STAFF_PERSON_ROLES, staffCreateUserBody } from '#shared/api/staff.ts';
import { configFromEnv } from '../config.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { randomToken } from '../modules/auth/secrets.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { findStaffUserByLogin } from '../modules/staff-accounts/staff-accounts.repository.ts';
import { createStaffUser } from '../modules/staff-accounts/staff-users.service.ts';
import { totpCode } from '../modules/staff-accounts/totp.ts';

export const STAFF_USERS_USAGE = `  user-add <login> <${STAFF_PERSON_ROLES.join('|')}> <name...>
                               create a staff user; prints its password and its TOTP secret and otpauth URL once
  totp-code <login>            the current TOTP code of a staff user (not in production: for the demo)`;

/** The CLI's commands: each answers its exit code, or null when the arguments were wrong. */
export const STAFF_USER_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number | null>> = {
  async 'user-add'(db, [login, role, ...name]) {
    const password = randomToken(12);
    const input = v.safeParse(staffCreateUserBody, { login, role, name: name.join(' '), password });
    if (!input.success) return null;
    const created = await createStaffUser({ db, clock: systemClock }, SERVICE_ACTOR, input.output);
    console.log(`staff user ${created.user.login} (${created.user.role}) created: ${created.user.id}`);
    console.log(`password:    ${password}`);
    console.log(`TOTP secret: ${created.totpSecret}`);
    console.log(`otpauth URL: ${created.otpauthUrl}`);
    console.log('the password and the secret are shown only now');
    return 0;
  },
  async 'totp-code'(db, [login]) {
    if (!login) return null;
    if (configFromEnv().env === 'production') {
      console.error('refused: totp-code is not available in production');
      return 1;
    }
    const user = await findStaffUserByLogin(db, login);
    if (!user?.totp_secret) {
      console.error('refused: staff_user_not_found');
      return 1;
    }
    console.log(totpCode(user.totp_secret, user.login, systemClock.now()));
    return 0;
  },
};
