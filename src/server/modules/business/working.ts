// Whether a business may work (spec 01 §2.7, spec 03 §4): ACTIVE with its owner's signature. A business whose
// signature was revoked is frozen: no payments, and no new or changed sale points either (issue 14 item 7), whatever a
// stale screen shows.
import { AppError } from '../../http/app-error.ts';
import type { Executor } from '../../db/database.ts';
import { businessState } from './business.repository.ts';

/** An ACTIVE business with its owner's signature: the only kind that takes payments and opens sale points. */
export const isWorking = (business: { status: string; has_signature: number }) =>
  business.status === 'ACTIVE' && business.has_signature === 1;

export async function requireWorkingBusiness(db: Executor, businessId: string): Promise<void> {
  const business = (await businessState(db, { id: businessId })).rows[0];
  if (!business) throw new Error(`business ${businessId} not found`);
  if (!isWorking(business)) throw new AppError(403, 'business_has_no_signature');
}
