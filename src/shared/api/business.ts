// spec 01 §2.7 business onboarding and §7 business calls; the step forms of §5; spec 03 §7 set-signature.
// Onboarding is three steps (legal information, bank details, documents) submitted once as POST /v1/business.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { pkcs7Field } from './documents.ts';
import { business } from './profile.ts';
import { BUSINESS_FORMS } from '../enums.ts';
import { digitsOnly, exactDigits, MAX_LINE_LENGTH, MAX_NAME_LENGTH, maxLength, minLength, optionalText, requiredString } from '../validation.ts';

/** spec 01 §9: a tax number is a 9-digit TIN or a 14-digit PINFL. */
export const TAX_NUMBER_LENGTHS = [9, 14] as const;
export const BANK_ID_LENGTH = 5;
export const ACCOUNT_LENGTH = 20;

/** spec 01 §4: the tax lookup runs only at these lengths, the bank lookup only at five. */
export const isTaxLookupReady = (taxNumber: string) => /^(\d{9}|\d{14})$/.test(taxNumber);
export const isBankLookupReady = (bankId: string) => /^\d{5}$/.test(bankId);

/** Required, digits, at least 9 (spec 01 §5), at most 14 (the mask). */
const taxNumberField = () =>
  v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    digitsOnly(),
    minLength(9),
    v.maxLength<string, number, string>(14, 'max_length:14'),
  );

const regionId = () => v.pipe(v.number('required'), v.integer('invalid'), v.minValue(1, 'invalid'));
const fileId = () => requiredString(100);
const optionalFileId = () => v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxLength(100))), null);
const trilingualRequired = () =>
  v.object({ uz: requiredString(MAX_LINE_LENGTH), ru: requiredString(MAX_LINE_LENGTH), en: requiredString(MAX_LINE_LENGTH) });

// The step forms (spec 01 §5). The client resolves each step with its schema; the draft of spec 01 §3 is their union.

export const legalStepForm = v.object({
  taxNumber: taxNumberField(),
  regionId: regionId(),
  districtId: regionId(),
  name: requiredString(MAX_NAME_LENGTH),
  address: optionalText(MAX_LINE_LENGTH),
  director: optionalText(MAX_NAME_LENGTH),
});

export const bankStepForm = v.object({
  bankId: exactDigits(BANK_ID_LENGTH),
  account: exactDigits(ACCOUNT_LENGTH),
  bankName: trilingualRequired(),
  bankBranch: trilingualRequired(),
});

export const documentsStepForm = v.object({
  passportId: fileId(),
  certificateId: fileId(),
  licenseId: optionalFileId(),
  logoId: optionalFileId(),
});

export type LegalStepForm = v.InferInput<typeof legalStepForm>;
export type BankStepForm = v.InferInput<typeof bankStepForm>;
export type DocumentsStepForm = v.InferInput<typeof documentsStepForm>;
export type BusinessDraft = v.InferOutput<typeof legalStepForm> &
  v.InferOutput<typeof bankStepForm> &
  v.InferOutput<typeof documentsStepForm>;

/** The body of POST /v1/business, in the spec's names. Name, form, address and director come from the tax registry. */
export const businessForm = v.object({
  taxNumber: taxNumberField(),
  paymentAccount: exactDigits(ACCOUNT_LENGTH),
  mfo: exactDigits(BANK_ID_LENGTH),
  passportId: fileId(),
  certificateId: fileId(),
  licenseId: optionalFileId(),
  logoId: optionalFileId(),
  provinceId: regionId(),
  districtId: regionId(),
});
export type BusinessForm = v.InferInput<typeof businessForm>;

/** The completed draft as the submit call wants it. */
export function toBusinessForm(draft: BusinessDraft): BusinessForm {
  return {
    taxNumber: draft.taxNumber,
    paymentAccount: draft.account,
    mfo: draft.bankId,
    passportId: draft.passportId,
    certificateId: draft.certificateId,
    licenseId: draft.licenseId,
    logoId: draft.logoId,
    provinceId: draft.regionId,
    districtId: draft.districtId,
  };
}

/** Refuses with tax_number_or_pinfl_already_exists when a business already has this TIN or PINFL. */
export const checkTaxNumber = defineCall({
  method: 'POST',
  path: '/v1/business/check-tax-number',
  body: v.object({ taxNumber: taxNumberField() }),
  answer: v.null(),
});

/** spec 01 §3 tax lookup result. */
export const taxInfo = v.object({
  form: v.picklist(BUSINESS_FORMS),
  name: v.string(),
  address: v.nullable(v.string()),
  director: v.nullable(v.string()),
});
export type TaxInfo = v.InferOutput<typeof taxInfo>;

/** A miss is 404 tax_info_not_found ("legal data is not found, please check the TIN/PINFL"). */
export const getTaxInfo = defineCall({
  method: 'GET',
  path: '/v1/business/info-by-tax-number/:number',
  params: v.object({ number: v.pipe(v.string(), v.regex(/^(\d{9}|\d{14})$/, 'invalid')) }),
  answer: taxInfo,
});

const trilingual = v.object({ uz: v.string(), ru: v.string(), en: v.string() });

/** spec 01 §3 bank lookup result. */
export const bankInfo = v.object({ name: trilingual, branch: trilingual });
export type BankInfo = v.InferOutput<typeof bankInfo>;

/** The bank by its MFO; a miss is 404 bank_not_found ("information about the bank was not found, check the MFI"). */
export const getBank = defineCall({
  method: 'GET',
  path: '/v1/bank/:id',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^\d{5}$/, 'length:5')) }),
  answer: bankInfo,
});

/**
 * Registers the caller's business (an AGENT without one) and puts it ON_MODERATION; answers the business. A business
 * staff sent back (moderationComment set) is corrected and resubmitted through the same call.
 * Refusals: business_already_exists, tax_number_or_pinfl_already_exists, tax_info_not_found, bank_not_found,
 * validation_error with fields (provinceId, districtId, passportId, certificateId, licenseId, logoId: `invalid` when
 * the region or district is unknown or a file is not the caller's document scan); an employee gets 403.
 */
export const createBusiness = defineCall({
  method: 'POST',
  path: '/v1/business',
  body: businessForm,
  answer: business,
});

/** Sets the business logo: an image the owner uploaded with the DOCUMENT scope. */
export const setBusinessImage = defineCall({
  method: 'PATCH',
  path: '/v1/business/set-image',
  body: v.object({ id: requiredString() }),
  answer: business,
});

/**
 * spec 03 §7: registers the owner's EDS signature with the business (hasSignature), e.g. after a key was renewed.
 * `signature` is an attached PKCS#7 (base64) of the business's contract content (`toSign` of GET /v1/contract/{id});
 * it is checked like POST /v1/document/sign, and signs the contract too when the contract still waits for the owner.
 */
export const setBusinessSignature = defineCall({
  method: 'PATCH',
  path: '/v1/business/set-signature',
  body: v.object({ signature: pkcs7Field() }),
  answer: business,
});
