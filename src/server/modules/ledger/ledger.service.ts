// The ledger (DESIGN §4): the one way money moves. Every movement is an entry on a business's DEPOSIT or REWARD
// account, written with the cached balance in the same transaction, so the cached balance always equals the sum
// of the entries. The deposit never goes below zero: a debit that would overdraw it is refused.
import { uuidv7 } from 'uuidv7';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Executor, Tx } from '../../db/database.ts';
import {
  addToBalance,
  insertDepositIncome,
  insertEntry,
  sumOfKindsSince,
} from './ledger.repository.ts';
import type { LedgerAccount } from './ledger.table.ts';

/** What money services need; the staff CLI builds it without an app. */
export type MoneyContext = Pick<AppContext, 'db' | 'clock'>;

export const LEDGER_KINDS = {
  /** Staff credited money the agent sent (spec 03 §3 deposit income). */
  income: 'DEPOSIT_INCOME',
  /** A payment's total reserved from the deposit before billing is asked. */
  payment: 'PAYMENT',
  /** Billing refused the payment: the reserve comes back. */
  paymentRefund: 'PAYMENT_REFUND',
  /** The agent's reward for a paid invoice. */
  reward: 'REWARD',
  /** An approved cancellation gives the total back... */
  cancelRefund: 'CANCEL_REFUND',
  /** ...and takes the reward back. */
  rewardReversal: 'REWARD_REVERSAL',
} as const;
export type LedgerKind = (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS];

/** spec 03 §3 deposit income methods (`typeIncome`) and sources. */
export const INCOME_TYPES = [
  'TRANSFER',
  'BANK_CARD',
  'REWARD',
  'REWARD_HUMANS',
  'REWARD_HUMANS_DAILY',
  'LOAN',
  'OVERDRAFT',
  'EXTRA',
  'EXTRA_MTT',
  'EXTRA_MONOBRAND',
  'EXTRA_MONTH2',
  'EXTRA_NDS',
] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
export const INCOME_SOURCES = ['UPAY', 'HUMANS'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export type Posting = {
  businessId: string;
  account: LedgerAccount;
  /** Signed tiyin: negative debits. */
  amount: number;
  kind: LedgerKind;
  refs?: { invoiceId?: string; incomeId?: string; applicationId?: string };
  at: Date;
};

/**
 * Posts one entry and moves the cached balance with it. Must run inside the caller's transaction, so the entry,
 * the balance and whatever the movement is for (an invoice's status, an application's review) commit together.
 * A DEPOSIT debit beyond the balance throws `not_enough_money_in_your_balance` and the caller's transaction rolls
 * back. The REWARD account has no floor: a reversal must always go through, even after the reward was moved on.
 */
export async function post(tx: Tx, posting: Posting): Promise<number> {
  if (!Number.isInteger(posting.amount) || posting.amount === 0) throw new Error(`ledger: bad amount ${posting.amount}`);
  const at = posting.at.toISOString();
  // The entry first, the balance last: on PostgreSQL the balance row is the business's hot row, locked from this
  // update to the caller's commit, and every other payment of the business waits for it. A refused debit throws and
  // the caller's transaction takes the entry back with it.
  await insertEntry(tx, {
    business_id: posting.businessId,
    account: posting.account,
    amount: posting.amount,
    kind: posting.kind,
    invoice_id: posting.refs?.invoiceId ?? null,
    income_id: posting.refs?.incomeId ?? null,
    application_id: posting.refs?.applicationId ?? null,
    created_at: at,
  });
  const balance = await addToBalance(tx, {
    businessId: posting.businessId,
    account: posting.account,
    amount: posting.amount,
    floor: posting.account === 'DEPOSIT' && posting.amount < 0 ? 0 : null,
    at,
  });
  if (balance === null) throw new AppError(400, 'not_enough_money_in_your_balance');
  return balance;
}

/** Staff credit money that reached the provider's account: a deposit income row and its ledger entry. */
export async function creditDepositIncome(
  tx: Tx,
  income: { businessId: string; amount: number; typeIncome: IncomeType; source: IncomeSource; comment: string | null; at: Date },
): Promise<{ incomeId: string; balance: number }> {
  if (!Number.isInteger(income.amount) || income.amount <= 0) throw new AppError(400, 'validation_error', { amount: 'min_value:1' });
  const incomeId = uuidv7();
  await insertDepositIncome(tx, {
    id: incomeId,
    business_id: income.businessId,
    type_income: income.typeIncome,
    source: income.source,
    amount: income.amount,
    comment: income.comment,
    created_at: income.at.toISOString(),
  });
  const balance = await post(tx, {
    businessId: income.businessId,
    account: 'DEPOSIT',
    amount: income.amount,
    kind: LEDGER_KINDS.income,
    refs: { incomeId },
    at: income.at,
  });
  return { incomeId, balance };
}

/** What the business spent from the deposit on payments since `since`: reserves net of refunds (positive). */
export async function netSpendingSince(db: Executor, businessId: string, since: Date): Promise<number> {
  const net = await sumOfKindsSince(db, {
    businessId,
    account: 'DEPOSIT',
    kinds: [LEDGER_KINDS.payment, LEDGER_KINDS.paymentRefund, LEDGER_KINDS.cancelRefund],
    since: since.toISOString(),
  });
  return Math.max(0, -net);
}
