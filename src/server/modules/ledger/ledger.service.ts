// The ledger (DESIGN §4): the one way money moves. Every movement is an entry on a business's DEPOSIT or REWARD
// account, written with the cached balance in the same transaction, so the cached balance always equals the sum
// of the entries. The deposit never goes below zero: a debit that would overdraw it is refused.
import { uuidv7 } from 'uuidv7';
import { isTiyin } from '#shared/money.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/database.ts';
import { crossesLowAlert, depositLow } from '../notifications/events.ts';
import { notifyOwner } from '../notifications/notifications.repository.ts';
import { addEntry, insertDepositIncome, setIncomeBalance } from './ledger.repository.ts';
import type { LedgerAccount, LedgerEntryTable } from '../../db/tables/ledger.ts';
import type { IncomeSource, IncomeType } from '#shared/api/deposit.ts';

/** What money services need; the staff CLI builds it without an app. */
export type MoneyContext = Pick<AppContext, 'db' | 'clock'>;

export const LEDGER_KINDS = {
  /** A payment's total reserved from the deposit before billing is asked. */
  payment: 'PAYMENT',
  /** Billing refused the payment: the reserve comes back. */
  paymentRefund: 'PAYMENT_REFUND',
  /** The agent's reward for a paid invoice (the income method REWARD, on the reward account). */
  reward: 'REWARD',
  /** An approved cancellation gives the total back... */
  cancelRefund: 'CANCEL_REFUND',
  /** ...and takes the reward back. */
  rewardReversal: 'REWARD_REVERSAL',
} as const satisfies Record<string, string>;
/** spec 03 §3: every deposit income method is a ledger kind of its own, so the income list reads the ledger. */
export type LedgerKind = (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS] | IncomeType;

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
 * A posting's ledger entry, and the floor its balance may not go below (null: none). The deposit never goes below
 * zero: every DEPOSIT debit has floor 0. The REWARD account has no floor: a reversal must always go through, even
 * after the reward was moved on. PostgreSQL's account_balance holds the same floor as a check (migration 0023), for
 * a step sent as one statement (payments/invoice-moves.repository.ts).
 */
export function entryOf(posting: Posting): { entry: Omit<LedgerEntryTable, 'id'>; floor: number | null } {
  if (!isTiyin(posting.amount) || posting.amount === 0) throw new Error(`ledger: bad amount ${posting.amount}`);
  return {
    entry: {
      business_id: posting.businessId,
      account: posting.account,
      amount: posting.amount,
      kind: posting.kind,
      invoice_id: posting.refs?.invoiceId ?? null,
      income_id: posting.refs?.incomeId ?? null,
      application_id: posting.refs?.applicationId ?? null,
      created_at: posting.at.toISOString(),
    },
    floor: posting.account === 'DEPOSIT' && posting.amount < 0 ? 0 : null,
  };
}

/**
 * Posts one entry and moves the cached balance with it. Must run inside the caller's transaction, so the entry,
 * the balance and whatever the movement is for (an invoice's status, an application's review) commit together.
 * A DEPOSIT debit beyond the balance throws `not_enough_money_in_your_balance` and the caller's transaction rolls
 * back.
 */
/** The deposit's floor or the money bound refusing a step's balance change (account_balance's checks, migration 0023). */
export function balanceRefusal(error: unknown): AppError | null {
  const failed = error as { code?: unknown; constraint?: unknown } | null;
  if (failed?.code !== '23514') return null;
  if (failed.constraint === 'account_balance_deposit_floor') return new AppError(400, 'not_enough_money_in_your_balance');
  if (failed.constraint === 'account_balance_bound') return new AppError(400, 'amount_is_out_of_limits');
  return null;
}

export async function post(tx: Tx, posting: Posting): Promise<number> {
  const { entry, floor } = entryOf(posting);
  // The entry first, the balance last (addEntry): a refused debit throws and the caller's transaction takes the
  // entry back with it.
  const moved = await addEntry(tx, entry, floor).catch((error: unknown) => {
    throw balanceRefusal(error) ?? error;
  });
  if (moved === null) throw new AppError(400, 'not_enough_money_in_your_balance');
  const balance = moved.balance;
  // The owner's deposit threshold crossed downwards by this debit: told once, with the entry (decision 165).
  if (crossesLowAlert(moved.lowAlert, balance, entry.amount)) await notifyOwner(tx, entry.business_id, depositLow(balance, moved.lowAlert!, posting.at));
  // No balance grows past the money bound (issue 14 item 2); the caller's transaction takes the entry back.
  if (!isTiyin(balance)) throw new AppError(400, 'amount_is_out_of_limits');
  return balance;
}

/**
 * Staff credit money that reached the provider's account (or a partner's reward, or a loan): a deposit income row and
 * its ledger entry of the method's own kind. `rewardDate` is the day a partner's reward is for (spec 03 §2 day view);
 * the row keeps the deposit balance right after the credit, which the history's details show.
 */
export async function creditDepositIncome(
  tx: Tx,
  income: {
    businessId: string;
    amount: number;
    typeIncome: IncomeType;
    source: IncomeSource;
    comment: string | null;
    at: Date;
    rewardDate?: Date | null;
  },
): Promise<{ incomeId: string; balance: number }> {
  if (!isTiyin(income.amount) || income.amount <= 0) throw new AppError(400, 'validation_error', { amount: 'invalid' });
  const incomeId = uuidv7();
  await insertDepositIncome(tx, {
    id: incomeId,
    business_id: income.businessId,
    type_income: income.typeIncome,
    source: income.source,
    amount: income.amount,
    comment: income.comment,
    reward_date: income.rewardDate ? income.rewardDate.toISOString() : null,
    balance_after: null,
    created_at: income.at.toISOString(),
  });
  const balance = await post(tx, {
    businessId: income.businessId,
    account: 'DEPOSIT',
    amount: income.amount,
    kind: income.typeIncome,
    refs: { incomeId },
    at: income.at,
  });
  await setIncomeBalance(tx, incomeId, balance);
  return { incomeId, balance };
}
