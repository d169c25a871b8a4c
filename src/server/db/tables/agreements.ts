/** spec 03 §3 additional agreement. Issued by staff already SYSTEM_SIGNED; AGENT_SIGNED once the owner signs. */
export type AdditionalAgreementTable = {
  id: string;
  business_id: string;
  number: string;
  name: string;
  /** ISO instant: the start of the Tashkent day from which it applies; unsigned past it, it is expired. */
  start_date: string;
  status: string;
  /** The exact UTF-8 text that is signed: it names the file by its SHA-256. */
  content: string;
  file_id: string;
  agent_signed_at: string | null;
  agent_signature: string | null;
  agent_signer_serial: string | null;
  system_signed_at: string | null;
  system_signature: string | null;
  note: string | null;
  created_at: string;
  modified_at: string;
};

/** spec 03 §3 account invoice: CREATED → AGENT_SIGNED (owner, with the server's timestamp) → SYSTEM_SIGNED or REJECTED. */
export type AccountInvoiceTable = {
  id: string;
  business_id: string;
  number: string;
  name: string;
  /** Tiyin. */
  amount: number;
  begin_date: string;
  end_date: string;
  status: string;
  content: string;
  file_id: string;
  agent_signed_at: string | null;
  agent_signature: string | null;
  agent_signer_serial: string | null;
  system_signed_at: string | null;
  system_signature: string | null;
  comment: string | null;
  paid_at: string | null;
  income_id: string | null;
  created_at: string;
  modified_at: string;
};
