// Sign-in calls are plain fetchers: the sign-in route stays free of the mutation machinery (bundle budget, issue 2).
import { setPassword } from '#shared/api/auth.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';
import { startSession } from '#client/lib/session.ts';

/** Signs this browser in with the answer. */
export async function setPin(body: BodyOf<typeof setPassword>) {
  const answer = await request(setPassword, { body });
  startSession(answer);
  return answer;
}
