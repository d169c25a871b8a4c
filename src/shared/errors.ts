// Every code the server may send in `data.message` (spec 01 §8 plus the foundation's own).
// The client translates each one; tests check that every locale has all of them.
export const ERROR_CODES = [
  'validation_error',
  'unauthorized',
  'access_denied',
  'not_found',
  'too_many_requests',
  'internal_error',
  'global_tech_mode_is_on',
  // auth and one-time codes
  'user_with_this_phone_not_found',
  'phone_is_exists',
  'otp_is_invalid',
  'otp_is_expired',
  'otp_time_was_expired',
  'otp_not_match',
  'you_can_receive_an_sms_code_once_every_60_seconds',
  'otp_get_every_60_seconds',
  'username_or_password_wrong',
  'pin_attempts_exceeded',
  'employee_pin_already_set',
  'business_not_found',
  'refresh_token_is_invalid',
  'sms_limit_exceeded',
  'pin_confirmation_required',
  // profile
  'email_is_exists',
  'old_password_is_incorrect',
  'this_phone_number_is_already_assigned_to_your_account',
  // devices and files
  'device_not_found',
  'file_not_found',
  'file_size_is_too_large',
  'file_format_is_invalid',
  'file_is_in_use',
  // sale points, catalogue and payments (spec 02 §8)
  'sale_point_not_found',
  'sale_point_is_inactive',
  'employee_not_found',
  // employees (spec 03 §2, issue 11): the reason a deactivated or deleted employee's requests are refused
  'employee_is_inactive',
  'employee_is_deleted',
  'merchant_not_found',
  'merchant_is_not_active',
  'amount_is_out_of_limits',
  'invalid_prefix',
  'account_not_found',
  'not_enough_money_in_your_balance',
  'invoice_not_found',
  'invoice_is_not_open',
  'payment_provider_error',
  'card_does_not_available_for_this_number',
  'the_card_is_invalid',
  'card_not_found',
  'this_card_type_is_not_supported',
  'card_token_is_invalid',
  // cancellations (spec 02 §8)
  'invoice_status_must_be_paid',
  'application_already_exists_for_this_invoice',
  'agent_of_merchant_cannot_cancel',
  'invoice_expired_application_period_over',
  'time_to_cancel_is_over',
  'no_cancel_option_for_this_service',
  'attempts_exhausted',
  'application_already_reviewed',
  'application_data_not_found',
  'invoice_status_must_change',
  // business onboarding, moderation and contract signing (spec 01 §7–8, spec 03 §7, EIMZO.md)
  'tax_number_or_pinfl_already_exists',
  'tax_info_not_found',
  'bank_not_found',
  'business_already_exists',
  'business_not_on_moderation',
  'business_has_no_signature',
  'document_not_found',
  'document_already_signed',
  'only_main_account_can_sign',
  'signature_is_invalid',
  'signature_content_mismatch',
  'signer_tin_mismatch',
  'certificate_expired',
  'certificate_untrusted',
  'signature_service_unavailable',
  // support tickets (spec 03 §7)
  'ticket_not_found',
  'ticket_subject_not_found',
  'ticket_is_closed',
  // additional agreements and account invoices (spec 03 §4)
  'timestamp_token_required',
  'document_status_invalid',
  'account_invoice_already_paid',
  // deposit (staff's bank statement)
  'statement_line_already_credited',
  // shifts and the cash count (issue 24)
  'shift_not_found',
  'shift_is_already_open',
  'shift_is_not_open',
  'shift_is_required',
  // idempotency (DESIGN §3)
  'idempotency_key_reused',
  'idempotency_request_in_progress',
  // a PIN being chosen that is easy to guess (issue 25, shared/pin-strength.ts)
  'pin_is_repeated',
  'pin_is_sequence',
  'pin_is_phone_digits',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes only the staff API sends (issue 15): the staff console's own catalog translates them; the portal never
 * receives one, so its message table does not list them.
 */
export const STAFF_ERROR_CODES = [
  'forbidden',
  'invalid_credentials',
  'staff_user_blocked',
  'staff_login_is_exists',
  'staff_user_not_found',
  // a bank statement file that cannot be read (staff-statements.ts): `fields` says the line and the problem
  'statement_file_is_malformed',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** Whether `value` is a code the server may send: the portal's or the staff API's. */
export function isServerErrorCode(value: unknown): value is ErrorCode | StaffErrorCode {
  return isErrorCode(value) || (typeof value === 'string' && (STAFF_ERROR_CODES as readonly string[]).includes(value));
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The error body of DESIGN §3: `{"data": {"message", "status", "fields"?}}`. */
export type ErrorBody = {
  data: { message: ErrorCode | StaffErrorCode; status: number; fields?: Record<string, string> };
};
