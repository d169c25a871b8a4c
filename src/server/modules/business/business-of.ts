// Which business a signed-in call acts for: one rule for every module (an owner's calls, and the scoped calls an
// employee makes for its business too).
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../../context.ts';

/** The caller's business, whoever the caller is (owner or employee). */
export function businessIdOf(auth: Auth): string {
  if (!auth.businessId) throw new AppError(404, 'business_not_found');
  return auth.businessId;
}

/** The business of an owner (role AGENT): an employee is refused. */
export function ownerBusinessId(auth: Auth): string {
  if (auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
  return businessIdOf(auth);
}
