export type StaffUserTable = {
  id: string;
  login: string;
  name: string;
  /** A StaffRole. */
  role: string;
  /** ACTIVE or BLOCKED. */
  status: string;
  /** argon2id, like the portal's PINs; null for the service account (it signs in only through STAFF_TOKEN). */
  password_hash: string | null;
  /** Base32 TOTP secret; null for the service account. */
  totp_secret: string | null;
  totp_last_step: number | null;
  failed_count: number;
  locked_until: string | null;
  created_at: string;
  modified_at: string;
};

/** One staff sign-in's current refresh token (rotated on every refresh). */
export type StaffSessionTable = {
  id: string;
  staff_user_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
};

/** One staff action; rows are only ever inserted (the database refuses updates and deletes). */
export type StaffAuditTable = {
  id: string;
  staff_user_id: string;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
  at: string;
  ip: string | null;
};
