// Sign-in calls are plain fetchers: the sign-in route stays free of the mutation machinery (bundle budget, issue 2).
import { checkPassword } from '#shared/api/auth.ts';
import type { BodyOf } from '#shared/api/contract.ts';
import { request } from '#client/lib/api.ts';

export function checkPhone(body: BodyOf<typeof checkPassword>) {
  return request(checkPassword, { body });
}
