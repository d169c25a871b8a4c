// Sign-in calls are plain fetchers: the sign-in route stays free of the mutation machinery (bundle budget, issue 2).
import { changePasswordNotBusiness } from '#shared/api/auth.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { rememberDevice } from '#client/lib/session.ts';

/** Recovery ends on a success page with a login button (spec 01 §2.5): only the device token is kept, not the
 * answer's session tokens. */
export async function recoverPin(body: BodyOf<typeof changePasswordNotBusiness>) {
  const answer = await request(changePasswordNotBusiness, { body });
  rememberDevice(answer.deviceToken);
  return answer;
}
