export type DeviceTable = {
  id: string;
  user_id: string;
  token_hash: string;
  token_hint: string;
  user_agent: string;
  /** A trusted device skips the one-time code at sign-in while its status is ACTIVE. */
  trusted: number;
  status: string;
  last_sign_at: string;
  created_at: string;
  modified_at: string;
};
