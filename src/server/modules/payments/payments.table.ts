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
  response_body: string | null;
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
