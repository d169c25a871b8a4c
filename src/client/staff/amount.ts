// Amounts as staff type them (so'm, with up to two decimals after a dot or comma, spaces allowed) and as the API
// takes them (tiyin).
import * as v from 'valibot';
import { toTiyin, type Tiyin } from '#shared/money.ts';

const SUM_PATTERN = /^\d{1,13}([.,]\d{1,2})?$/;

/** The tiyin of a typed sum, or null when it is no positive sum. */
export function parseSum(text: string): Tiyin | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (!SUM_PATTERN.test(compact)) return null;
  const tiyin = toTiyin(Number(compact.replace(',', '.')));
  return tiyin > 0 ? tiyin : null;
}

/** A form field holding a typed sum: required, and a positive sum. */
export const sumField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.check((text) => parseSum(text) !== null, 'invalid'),
);

/** The file staff attach (a PDF) as the API takes it: its name and its bytes in base64. */
export async function fileAsBase64(file: File): Promise<{ name: string; base64: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return { name: file.name, base64: btoa(binary) };
}
