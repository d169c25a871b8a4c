// Phones on the wire are 12 digits 998XXXXXXXXX; 9 local digits are accepted and normalised (DESIGN §3).
export const PHONE_COUNTRY_CODE = '998';
export const LOCAL_PHONE_LENGTH = 9;

/** Returns the 12-digit form, or null when the input is not an Uzbek phone. */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === LOCAL_PHONE_LENGTH) return PHONE_COUNTRY_CODE + digits;
  if (digits.length === 12 && digits.startsWith(PHONE_COUNTRY_CODE)) return digits;
  return null;
}

/** The 9 digits after +998, as the entry masks hold them. */
export function localPart(phone: string): string {
  const normalised = normalisePhone(phone);
  return normalised ? normalised.slice(3) : phone.replace(/\D/g, '');
}

/** spec 01 §5: displayed as +998 ## ### ## ##. */
export function formatPhone(phone: string): string {
  const local = localPart(phone);
  if (local.length !== LOCAL_PHONE_LENGTH) return phone;
  return `+998 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
}
