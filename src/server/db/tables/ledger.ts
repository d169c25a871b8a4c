export type LedgerAccount = 'DEPOSIT' | 'REWARD';

export type AccountBalanceTable = {
  business_id: string;
  account: LedgerAccount;
  balance: number;
  modified_at: string;
  /** The owner's deposit threshold (tiyin): a debit that takes the balance from at or above it to below tells them. */
  low_alert: number | null;
};

export type LedgerEntryTable = {
  id: string;
  business_id: string;
  account: LedgerAccount;
  /** Signed tiyin: a debit is negative. */
  amount: number;
  kind: string;
  invoice_id: string | null;
  income_id: string | null;
  application_id: string | null;
  created_at: string;
};

export type DepositIncomeTable = {
  id: string;
  business_id: string;
  type_income: string;
  source: string;
  amount: number;
  comment: string | null;
  /** The Tashkent day (its first instant, ISO) a partner's reward is for; null for other incomes. */
  reward_date: string | null;
  /** The deposit balance right after this credit. */
  balance_after: number | null;
  created_at: string;
};

/** A line of the provider's bank statement posted by staff; credited when its purpose names a contract. */
export type BankStatementLineTable = {
  id: string;
  /** The bank's reference of the line: the same line posted again is recognised by it. */
  reference: string;
  amount: number;
  purpose: string;
  /** CREDITED (found from the purpose), UNMATCHED (kept for staff) or ASSIGNED (staff chose the business). */
  status: string;
  business_id: string | null;
  income_id: string | null;
  created_at: string;
  resolved_at: string | null;
};
