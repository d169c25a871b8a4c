export type BusinessTable = {
  id: string;
  owner_id: string;
  name: string;
  form: string | null;
  tax_number: string;
  /** The personal number of an INDIVIDUAL business (spec 01 §3 `pin`). */
  pinfl: string | null;
  director: string | null;
  region_id: number | null;
  district_id: number | null;
  address: string | null;
  account: string | null;
  bank_id: string | null;
  contract_number: string | null;
  has_signature: number;
  status: string;
  logo_id: string | null;
  passport_id: string | null;
  license_id: string | null;
  certificate_id: string | null;
  /** Set while the business is back with its owner for correction (rejected by moderation). */
  moderation_comment: string | null;
  moderated_at: string | null;
  signer_serial: string | null;
  signer_valid_to: string | null;
  created_at: string;
  modified_at: string;
};

/** The simulated tax registry (providers/tax-registry). */
export type TaxRegistryEntryTable = {
  tax_number: string;
  pinfl: string | null;
  form: string;
  name: string;
  address: string | null;
  director: string | null;
};
