export type OtpPurpose = 'login' | 'sign_up' | 'change_phone';

export type OtpChallengeTable = {
  id: string;
  purpose: OtpPurpose;
  phone: string;
  user_id: string | null;
  /** null when a trusted device skipped the code. */
  code_hash: string | null;
  attempts: number;
  device_token: string | null;
  trusted: number;
  expires_at: string;
  confirm_token_hash: string | null;
  confirmed_at: string | null;
  confirm_expires_at: string | null;
  consumed_at: string | null;
  created_at: string;
};

export type RefreshTokenTable = {
  id: string;
  user_id: string;
  device_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
};

export type SmsMessageTable = { id: string; phone: string; text: string; code: string | null; created_at: string };

/** One code sent by SMS, counted by the budgets of sms-budget.ts. */
export type SmsSendTable = {
  id: string;
  purpose: OtpPurpose | 'card';
  phone: string;
  user_id: string | null;
  client_address: string | null;
  created_at: string;
};
