export type LedgerAccount = 'DEPOSIT' | 'REWARD';

export type AccountBalanceTable = { business_id: string; account: LedgerAccount; balance: number; modified_at: string };

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
  created_at: string;
};
