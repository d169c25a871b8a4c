/** A cashier's shift at a sale point (issue 24 item 2); money in tiyin, times as ISO instants. */
export type ShiftTable = {
  id: string;
  business_id: string;
  sale_point_id: string;
  /** The cashier: the employee, or the owner working at the point. */
  user_id: string;
  status: 'OPEN' | 'CLOSED';
  opening_cash: number;
  counted_cash: number | null;
  comment: string | null;
  /** When the cashier opened and closed it: what decides which payments it holds. */
  opened_at: string;
  closed_at: string | null;
  created_at: string;
  modified_at: string;
};

/** Issue 24: whether a business's payments need the cashier's open shift; no row is the default (allowed). */
export type ShiftSettingTable = { business_id: string; require_open_shift: number; modified_at: string };
