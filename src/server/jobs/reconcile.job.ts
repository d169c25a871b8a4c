// DESIGN §4 reconciliation, one lease-guarded pass: PENDING payments are settled from billing's status (PAID with
// the reward, or ERROR with the refund), OPEN invoices older than a day expire (nothing was reserved for them),
// and idempotency keys past their retention are forgotten.
import type { PaymentContext } from '../modules/payments/pay.service.ts';
import { purgeIdempotencyRecords } from '../http/idempotency.ts';
import { billingOutcome, billingPayment, settle } from '../modules/payments/pay.service.ts';
import { merchantKeys } from '../modules/catalogue/catalogue.repository.ts';
import { expireOpenInvoices, pendingToReconcile } from '../modules/payments/payments.repository.ts';
import { withLease } from './lease.ts';

export const RECONCILE_LEASE = 'reconcile-payments';
/** Longer than one pass can take, so a live holder never loses the lease mid-pass. */
const LEASE_TTL_MS = 60_000;
/** An in-flight payment billing never acknowledged is left to its own request this long (its billing timeout). */
export const IN_FLIGHT_GRACE_MS = 30_000;
/** An OPEN invoice nobody paid within a day expires (the outbox's offline window is 24 h). */
export const OPEN_INVOICE_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export type ReconcileReport = { ran: boolean; checked: number; expired: number; purged: number };

export async function runReconcile(ctx: PaymentContext, holder: string): Promise<ReconcileReport> {
  const report: ReconcileReport = { ran: false, checked: 0, expired: 0, purged: 0 };
  const now = ctx.clock.now();
  report.ran = await withLease(ctx.db, { name: RECONCILE_LEASE, holder, ttlMs: LEASE_TTL_MS, now }, async () => {
    const billing = ctx.billing;
    const staleBefore = new Date(now.getTime() - IN_FLIGHT_GRACE_MS).toISOString();
    const pending = await pendingToReconcile(ctx.db, staleBefore, BATCH);
    const keys = await merchantKeys(ctx.db, pending.length ? [...new Set(pending.map((invoice) => invoice.merchant_id))] : ['']);
    const keyOf = new Map(keys.map((row) => [row.id, row.key]));
    for (const invoice of pending) {
      const outcome = await billingOutcome((payment) => billing.status(payment), billingPayment(invoice, keyOf.get(invoice.merchant_id) ?? ''));
      if (outcome) await ctx.db.transaction().execute((tx) => settle(tx, ctx.clock.now(), invoice, outcome, async () => {}));
      report.checked += 1;
    }
    report.expired = await expireOpenInvoices(ctx.db, new Date(now.getTime() - OPEN_INVOICE_TTL_MS).toISOString(), now.toISOString());
    report.purged = await purgeIdempotencyRecords(ctx.db, now);
  });
  return report;
}
