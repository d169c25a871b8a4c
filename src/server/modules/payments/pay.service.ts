// DESIGN §4 paying an invoice. Reserve: one transaction moves the invoice OPEN → PENDING and debits its total from
// the deposit (refused when short). Billing is asked outside any transaction. Settle: another transaction moves
// PENDING → PAID (crediting the reward) or PENDING → ERROR (refunding the reserve); when billing answers PENDING or
// does not answer at all, the invoice stays PENDING and the reconcile job settles it later. Every move is a
// compare-and-set on the status, so a second request, a second tab or the job can never debit or settle twice.
import type { Invoice, PayResult } from '#shared/api/invoices.ts';
import { uuidv7 } from 'uuidv7';
import { isPostgres, type Executor, type Tx } from '../../db/database.ts';
import type { AppContext, Auth } from '../../context.ts';
import { keyTakenOnConflict, type IdempotencyKey } from '../../http/idempotency.ts';
import { AppError } from '../../http/app-error.ts';
import { paymentOutcomes } from '../../http/operations.ts';
import type { BillingOutcome, BillingPayment } from '../../providers/billing/billing-provider.ts';
import { balanceRefusal, entryOf, LEDGER_KINDS, post, type MoneyContext, type Posting } from '../ledger/ledger.service.ts';
import { isWorking } from '../business/working.ts';
import { countRows } from './aggregates.ts';
import { countMove } from './aggregates.repository.ts';
import { moveInOneStatement, type InvoiceMove } from './invoice-moves.repository.ts';
import { findInvoice, toInvoice } from './invoices.service.ts';
import { payingState, setBillingRef, transition, type PayableDetailsRow, type PayingState } from './payments.repository.ts';
import type { InvoiceTable } from '../../db/tables/payments.ts';

/** Longest wait for billing; below the idempotency lock, so a slow call never lets a retry run beside it. */
export const BILLING_TIMEOUT_MS = 20_000;

export function payResult(status: Invoice['status']['value']): PayResult {
  if (status === 'PAID') return 'SUCCESSFUL';
  if (status === 'PENDING' || status === 'OPEN') return 'IN_PROCESS';
  return 'UNSUCCESSFUL';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`billing did not answer in ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A payment's context: the ledger's, and the billing provider it is paid through. */
export type PaymentContext = MoneyContext & Pick<AppContext, 'billing'>;

export function billingPayment(invoice: InvoiceTable, merchantKey: string, account = invoice.account): BillingPayment {
  return { invoiceId: invoice.id, invoiceNumber: invoice.number, merchantKey, account, amount: invoice.paid };
}

/**
 * The invoice may have been opened long ago (offline outbox): the business, the outlet and the service must still be
 * open when it is paid. Read with the invoice just before the reserve, as a read inside it would be: nothing locks
 * these rows either way.
 */
function checkPayingState(state: PayingState): void {
  if (!isWorking({ status: state.businessStatus, has_signature: state.businessHasSignature })) throw new AppError(403, 'business_has_no_signature');
  if (state.salePointStatus !== 'ACTIVE') throw new AppError(400, 'sale_point_is_inactive');
  if (state.merchantStatus !== 'ACTIVE') throw new AppError(400, 'merchant_is_not_active');
}

/**
 * A move with its aggregates and its posting, as one statement (PostgreSQL: invoice-moves.repository.ts); answers
 * whether it landed. The rules are the ones the transactions below apply statement by statement on SQLite: countRows,
 * entryOf (the floor is account_balance's check there), the key's records.
 */
async function moveAtOnce(
  db: Executor,
  invoice: InvoiceTable,
  move: Omit<InvoiceMove, 'counts' | 'entry'> & { posting: Posting | null },
  idempotency: IdempotencyKey | null,
): Promise<boolean> {
  const { posting, ...rest } = move;
  const posted = posting ? entryOf(posting) : null;
  const entry = posted ? { id: uuidv7(), ...posted.entry, floored: posted.floor !== null } : null;
  const counts = countRows(invoice, move.from, move.change.status, new Date(move.change.modified_at));
  let landed;
  try {
    landed = await keyTakenOnConflict(() => moveInOneStatement(db, { ...rest, counts, entry }));
  } catch (error) {
    throw balanceRefusal(error) ?? error;
  }
  // The statement committed: the key is taken, whatever the move did.
  if (move.claim) idempotency!.took(move.claim);
  if (!landed.funded) throw new AppError(400, 'not_enough_money_in_your_balance');
  if (landed.moved && move.answer) idempotency!.answered(move.answer.record);
  return landed.moved;
}

/**
 * Reserve: OPEN → PENDING and the deposit debit, together or not at all, with the request's key taken first.
 * Answers whether it moved the invoice (false when it was no longer OPEN: another request took it).
 */
async function reserve(ctx: MoneyContext, invoice: InvoiceTable, idempotency: IdempotencyKey | null): Promise<boolean> {
  const now = ctx.clock.now();
  const change = { status: 'PENDING', modified_at: now.toISOString() };
  const posting: Posting = { businessId: invoice.business_id, account: 'DEPOSIT', amount: -invoice.total, kind: LEDGER_KINDS.payment, refs: { invoiceId: invoice.id }, at: now };
  if (isPostgres(ctx.db)) {
    return moveAtOnce(ctx.db, invoice, { id: invoice.id, from: 'OPEN', change, posting, claim: idempotency?.claimRecord() ?? null, answer: null }, idempotency);
  }
  return ctx.db.transaction().execute(async (tx) => {
    await idempotency?.claim(tx);
    if (!(await transition(tx, invoice.id, 'OPEN', change))) return false;
    await countMove(tx, invoice, 'OPEN', 'PENDING', now);
    await post(tx, posting);
    return true;
  });
}

/**
 * Applies billing's answer to a PENDING invoice inside the caller's transaction: moves its status, runs `then` (what
 * the caller reads or stores with it), and moves the money last, because a balance row stays locked from its change
 * to the commit on PostgreSQL and every other payment of the business waits for it. `null` (no answer) and PENDING
 * leave the invoice pending. Safe to run from several places at once: only the caller whose status change lands
 * posts the ledger entry.
 */
export async function settle<T>(
  tx: Tx,
  now: Date,
  invoice: InvoiceTable,
  outcome: BillingOutcome | null,
  then: (settled: SettledChange | null) => Promise<T>,
): Promise<T> {
  const { posting, change } = await settledStatus(tx, now, invoice, outcome);
  const result = await then(change);
  if (posting) await post(tx, posting);
  return result;
}

/** The columns a landed PENDING → PAID or ERROR move wrote. */
type SettledChange = Partial<Omit<InvoiceTable, 'id'>> & { status: string; modified_at: string };

/** What billing's final answer does to a PENDING invoice: the columns its move writes and the money it moves. */
function settledMove(now: Date, invoice: InvoiceTable, outcome: Exclude<BillingOutcome, { status: 'PENDING' }>): { change: SettledChange; posting: Posting | null } {
  const at = now.toISOString();
  const money = { businessId: invoice.business_id, refs: { invoiceId: invoice.id }, at: now };
  if (outcome.status === 'PAID') {
    const change = {
      status: 'PAID',
      billing_ref: outcome.billingRef,
      ofd_receipt_id: outcome.receipt.receiptId,
      ofd_terminal_id: outcome.receipt.terminalId,
      ofd_fiscal_sign: outcome.receipt.fiscalSign,
      ofd_url: outcome.receipt.url,
      paid_at: at,
      modified_at: at,
    };
    return { change, posting: invoice.reward > 0 ? { ...money, account: 'REWARD', amount: invoice.reward, kind: LEDGER_KINDS.reward } : null };
  }
  const change = { status: 'ERROR', error_code: outcome.code, billing_ref: outcome.billingRef, modified_at: at };
  return { change, posting: { ...money, account: 'DEPOSIT', amount: invoice.total, kind: LEDGER_KINDS.paymentRefund } };
}

/** The status change of `settle` (the columns it wrote when it landed) and the ledger posting it calls for. */
async function settledStatus(tx: Tx, now: Date, invoice: InvoiceTable, outcome: BillingOutcome | null): Promise<{ posting: Posting | null; change: SettledChange | null }> {
  const none = { posting: null, change: null };
  if (!outcome) return none;
  if (outcome.status === 'PENDING') {
    await setBillingRef(tx, invoice.id, outcome.billingRef);
    return none;
  }
  const { change, posting } = settledMove(now, invoice, outcome);
  if (!(await transition(tx, invoice.id, 'PENDING', change))) return none;
  await countMove(tx, invoice, 'PENDING', change.status, now);
  return { posting, change };
}

/** Billing's answer (to pay or status); a thrown error or a timeout is an unknown outcome (null): stays PENDING. */
export async function billingOutcome(
  ask: (payment: BillingPayment) => Promise<BillingOutcome>,
  payment: BillingPayment,
): Promise<BillingOutcome | null> {
  try {
    return await withTimeout(ask(payment), BILLING_TIMEOUT_MS);
  } catch {
    // Unknown outcome: billing may or may not have taken it. The reconcile job asks for the status later.
    return null;
  }
}

/**
 * Pays an OPEN invoice of the caller's; an invoice in any other state answers that state (no second debit).
 * `billingAccount` replaces the stored account for billing only (the card top-up's full number, never stored).
 * Billing's answer is applied, the invoice answered and the request's key completed in one transaction, the money
 * moving last (`settle`). Given the invoice's `details` read before, the answer is those details with the columns
 * this call's own moves wrote (one read of the invoice per call); when a move did not land here (another request,
 * the reconcile job) or billing left it pending, the invoice is read back.
 */
export async function payInvoiceRow(
  ctx: PaymentContext,
  auth: Auth,
  invoice: InvoiceTable,
  options: { billingAccount?: string; idempotency?: IdempotencyKey | null; details?: PayableDetailsRow } = {},
) {
  const idempotency = options.idempotency ?? null;
  let outcome: BillingOutcome | null = null;
  if (invoice.status === 'OPEN') {
    const state =
      options.details ?? (await payingState(ctx.db, { salePointId: invoice.sale_point_id, merchantId: invoice.merchant_id, businessId: invoice.business_id })).rows[0]!;
    checkPayingState(state);
    if (await reserve(ctx, invoice, idempotency)) {
      const billing = ctx.billing;
      outcome = await billingOutcome((payment) => billing.pay(payment), billingPayment(invoice, state.merchant_key, options.billingAccount));
    }
  }
  const now = ctx.clock.now();
  const answerOf = (answer: Invoice) => ({ invoice: answer, status: payResult(answer.status.value) });
  // PostgreSQL: billing's final answer is applied and answered in one statement, the answer built from the details
  // in hand with the columns the move writes; when the move does not land there, the transaction below reads it back.
  if (isPostgres(ctx.db) && options.details && outcome && outcome.status !== 'PENDING') {
    const { change, posting } = settledMove(now, invoice, outcome);
    const answered = answerOf(toInvoice({ ...options.details, ...change }, now));
    const answer = idempotency?.answerRecord(answered) ?? null;
    if (await moveAtOnce(ctx.db, invoice, { id: invoice.id, from: 'PENDING', change, posting, claim: null, answer }, idempotency)) {
      paymentOutcomes.inc({ outcome: answered.status });
      return answered;
    }
  }
  const paid = await ctx.db.transaction().execute((tx) =>
    settle(tx, now, invoice, outcome, async (settled) => {
      const answer =
        options.details && settled ? toInvoice({ ...options.details, ...settled }, now) : (await findInvoice(ctx, tx, auth, { id: invoice.id })).invoice;
      const answered = answerOf(answer);
      await idempotency?.complete(tx, answered);
      return answered;
    }),
  );
  paymentOutcomes.inc({ outcome: paid.status });
  return paid;
}

/** POST /v1/pay. */
export async function payInvoice(ctx: PaymentContext, auth: Auth, invoiceNumber: string, idempotency: IdempotencyKey | null = null) {
  const { row } = await findInvoice(ctx, ctx.db, auth, { number: invoiceNumber });
  return payInvoiceRow(ctx, auth, row, { idempotency, details: row });
}
