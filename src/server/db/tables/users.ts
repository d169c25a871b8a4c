export type UserTable = {
  id: string;
  phone: string;
  role: string;
  agent_number: string | null;
  first_name: string | null;
  last_name: string | null;
  surname: string | null;
  email: string | null;
  image_id: string | null;
  pin_hash: string | null;
  pin_changed_at: string | null;
  failed_pin_count: number;
  locked_until: string | null;
  /** The owner's own business, or the employer's for an employee. */
  business_id: string | null;
  active: number;
  /** Set when the owner deleted the employee: the row stays for its payments, its phone is freed. */
  deleted_at: string | null;
  created_at: string;
  modified_at: string;
};
