// DESIGN §4: the billing provider (the payment system behind the merchants) sits behind this interface. The portal
// asks it to look an account up, to pay, and for the status of a payment whose outcome it did not learn at once.
import type { AccountInfo } from '#shared/api/catalogue.ts';

export type BillingLanguage = 'uz' | 'ru' | 'en' | 'oz';

/** Codes billing may refuse with; they are the portal's own error codes (spec 02 §8). */
export type BillingRefusal = 'account_not_found' | 'invalid_prefix' | 'payment_provider_error';

export type AccountLookup = {
  merchantKey: string;
  /** The account as billing knows it: the field's prefix (region code, account prefix) plus the typed value. */
  account: string;
  region: string | null;
  subRegion: string | null;
  type: string | null;
};

export type BillingPayment = {
  /** Our invoice id: billing keys the payment on it, so asking twice never pays twice. */
  invoiceId: string;
  invoiceNumber: string;
  merchantKey: string;
  account: string;
  /** Tiyin credited to the service (`paid` of the invoice). */
  amount: number;
};

/** The fiscal receipt of a paid payment (OFD: the tax office's online fiscal data). */
export type FiscalReceipt = { receiptId: string; terminalId: string; fiscalSign: string; url: string };

export type BillingOutcome =
  | { status: 'PAID'; billingRef: string; receipt: FiscalReceipt }
  | { status: 'PENDING'; billingRef: string }
  | { status: 'FAILED'; billingRef: string | null; code: BillingRefusal };

export type LookupResult = { ok: true; info: AccountInfo } | { ok: false; code: BillingRefusal };

export type BillingProvider = {
  readonly name: string;
  accountInfo(lookup: AccountLookup, language: BillingLanguage): Promise<LookupResult>;
  /** Throws when the outcome is unknown (network failure, timeout): the payment then stays PENDING. */
  pay(payment: BillingPayment): Promise<BillingOutcome>;
  /** The outcome of a payment asked for earlier; PENDING while billing has not decided. */
  status(payment: BillingPayment): Promise<BillingOutcome>;
};

/** The provider an app uses. Only the simulator exists so far; a real integration would be chosen here by config. */
