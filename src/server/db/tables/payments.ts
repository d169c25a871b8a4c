export type InvoiceTable = {
  id: string;
  number: string;
  business_id: string;
  sale_point_id: string;
  merchant_id: string;
  /** Who took the payment: the agent or the employee. */
  user_id: string;
  /** As sent to billing; a card number only masked. */
  account: string;
  /** JSON: the invoice `fields` snapshot (titles and values as the payer saw them). */
  fields_json: string;
  amount: number;
  commission: number;
  commission_type: string | null;
  commission_value: number | null;
  commission_calc_type: string | null;
  total: number;
  paid: number;
  reward: number;
  reward_bp: number;
  status: string;
  error_code: string | null;
  billing_ref: string | null;
  ofd_receipt_id: string | null;
  ofd_terminal_id: string | null;
  ofd_fiscal_sign: string | null;
  ofd_url: string | null;
  request_date: string | null;
  /** When the cashier took it: the request date clamped to [created_at − the outbox's age limit, created_at]. */
  payment_date: string | null;
  paid_at: string | null;
  created_at: string;
  modified_at: string;
};

export type IdempotencyRecordTable = {
  user_id: string;
  key: string;
  route: string;
  request_hash: string;
  state: 'IN_PROGRESS' | 'DONE';
  response_status: number | null;
  /** The answer's JSON text; on SQLite packed into a BLOB (http/stored-answer.ts). */
  response_body: string | Buffer | null;
  /** An IN_PROGRESS record whose holder died may be taken over after this time. */
  locked_until: string;
  created_at: string;
  completed_at: string | null;
};

export type CardConfirmationTable = {
  id: string;
  user_id: string;
  pan_hash: string;
  pan_masked: string;
  phone: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  token_hash: string | null;
  token_expires_at: string | null;
  consumed_at: string | null;
  created_at: string;
};

/** Issue 13: what a business spent at a merchant in a Tashkent month ('YYYY-MM' of the invoice's creation): the
 * amounts of its PAID and PENDING invoices, kept by aggregates.ts in the transaction that moves each invoice. */
export type MerchantMonthSpendingTable = { business_id: string; merchant_id: string; month: string; amount: number };

/**
 * Issue 13: a business's sales per Tashkent day ('YYYY-MM-DD'), sale point, payer user (who took the payment) and
 * merchant, kept by aggregates.ts in the transaction that moves each invoice. A month's or a year's statistics read at
 * most ~365 rows per (sale point, user, merchant) instead of every invoice.
 * - paid_count, paid_amount, paid_total, reward: the invoices now PAID created that day (a cancellation takes its
 *   invoice out again): the count, the amounts without and with commission, and the agent's rewards;
 * - spent: what the deposit paid for payments that day, net of billing refusals and cancellation refunds (the ledger's
 *   PAYMENT, PAYMENT_REFUND and CANCEL_REFUND entries, by the day of the entry): the recommended top-up's figure.
 */
export type DailySalesTable = {
  business_id: string;
  day: string;
  sale_point_id: string;
  user_id: string;
  merchant_id: string;
  paid_count: number;
  paid_amount: number;
  paid_total: number;
  reward: number;
  spent: number;
};

/** Issue 13: a business's PAID invoices per Tashkent day of their creation (daily_sales' paid_count over all its sale
 * points, payers and merchants), kept with daily_sales: the transactions list's exact PAID count reads a row a day. */
export type DailyPaidCountTable = { business_id: string; day: string; paid_count: number };
