// Issue 13: the money aggregates, so no hot path sums history. Both are moved by `countMove`, which every invoice
// status change that moves money calls inside its own transaction (reserve, settle, cancellation), so an aggregate
// commits exactly when the invoice and the ledger entries it counts do:
// - merchant_month_spending: per business, merchant and Tashkent month, the amounts of PAID and PENDING invoices
//   (the monthly tiers and the catalogue's amountSpent);
// - daily_sales: per business, Tashkent day, sale point, payer user and merchant, the PAID invoices' count, amounts
//   and rewards (the sale point cards, statistics) and the deposit's net spending on payments (the recommended top-up);
// - daily_paid_count: per business and Tashkent day, the PAID invoices' count alone (the transactions list's count).
// `aggregateCheck` rebuilds them from the invoices and the ledger and compares, like the ledger check.
// This file is the rule (what a move counts); the statements are in aggregates.repository.ts.
import { TASHKENT_OFFSET_MS } from '#shared/period.ts';
import type { DailyPaidCountTable, DailySalesTable, InvoiceTable, MerchantMonthSpendingTable } from '../../db/tables/payments.ts';

/** The Tashkent calendar day ('YYYY-MM-DD') of an instant. */
export const tashkentDayKey = (at: number | string) =>
  new Date((typeof at === 'string' ? Date.parse(at) : at) + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
/** The Tashkent calendar month ('YYYY-MM') of an instant. */
export const tashkentMonthKey = (at: number | string) => tashkentDayKey(at).slice(0, 7);

/** Statuses whose amount is spent at the merchant (a pending payment's money is already reserved). */
export const SPENT = new Set(['PENDING', 'PAID']);

export type Counted = Pick<InvoiceTable, 'business_id' | 'sale_point_id' | 'user_id' | 'merchant_id' | 'amount' | 'total' | 'reward' | 'created_at'>;

/** One aggregate row's change: its key columns and the amounts added to its figures. */
export type CountedRow =
  | { table: 'merchant_month_spending'; row: MerchantMonthSpendingTable }
  | { table: 'daily_sales'; row: DailySalesTable }
  | { table: 'daily_paid_count'; row: DailyPaidCountTable };
export type AggregateTable = CountedRow['table'];

/** Each aggregate's key and the figures a move adds to (an upsert: the first move of a key creates its row). */
export const AGGREGATES = {
  merchant_month_spending: { keys: ['business_id', 'month', 'merchant_id'], figures: ['amount'] },
  daily_sales: { keys: ['business_id', 'day', 'sale_point_id', 'user_id', 'merchant_id'], figures: ['paid_count', 'paid_amount', 'paid_total', 'reward', 'spent'] },
  daily_paid_count: { keys: ['business_id', 'day'], figures: ['paid_count'] },
} as const satisfies Record<AggregateTable, { keys: readonly string[]; figures: readonly string[] }>;

/**
 * What an invoice's move from one status to another adds to the aggregates: the money rule of the counts, in one
 * place for both ways of writing them (`countMove` in aggregates.repository.ts, one statement per step on PostgreSQL: invoice-moves.repository.ts).
 * `at` is when the money moves (the ledger entries' time). Nothing for a move that changes no figure.
 */
export function countRows(invoice: Counted, from: string, to: string, at: Date): CountedRow[] {
  const spentSign = (SPENT.has(to) ? 1 : 0) - (SPENT.has(from) ? 1 : 0);
  const paidSign = (to === 'PAID' ? 1 : 0) - (from === 'PAID' ? 1 : 0);
  const key = { business_id: invoice.business_id, sale_point_id: invoice.sale_point_id, user_id: invoice.user_id, merchant_id: invoice.merchant_id };
  const rows: CountedRow[] = [];
  if (spentSign !== 0) {
    rows.push({ table: 'merchant_month_spending', row: { business_id: invoice.business_id, merchant_id: invoice.merchant_id, month: tashkentMonthKey(invoice.created_at), amount: spentSign * invoice.amount } });
    rows.push({ table: 'daily_sales', row: { ...key, day: tashkentDayKey(at.getTime()), paid_count: 0, paid_amount: 0, paid_total: 0, reward: 0, spent: spentSign * invoice.total } });
  }
  if (paidSign !== 0) {
    const day = tashkentDayKey(invoice.created_at);
    rows.push({ table: 'daily_paid_count', row: { business_id: invoice.business_id, day, paid_count: paidSign } });
    rows.push({
      table: 'daily_sales',
      row: { ...key, day, paid_count: paidSign, paid_amount: paidSign * invoice.amount, paid_total: paidSign * invoice.total, reward: paidSign * invoice.reward, spent: 0 },
    });
  }
  return rows;
}

