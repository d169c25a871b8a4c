// What the receipt printer's browser tests share (issue 24 item 1): decoding the bytes a fake printer recorded (cp866
// text, the ESC/POS commands looked for) and a payment whose receipt dialog is then open.
import { expect, type Page } from '@playwright/test';
import { paySimple } from './support.ts';

export const decode = (bytes: number[]) => new TextDecoder('ibm866').decode(new Uint8Array(bytes));
export const includes = (bytes: number[], part: number[]) => decode(bytes).includes(decode(part));
export const CUT = [0x1d, 0x56, 0x00];
export const CP866 = [0x1b, 0x74, 17];
export const RASTER = [0x1d, 0x76, 0x30, 0x00];
/** GS ( k … 49 80 48: the QR code's data, then the text. */
export const QR_STORE = [0x31, 0x50, 0x30, ...new TextEncoder().encode('https://ofd.soliq.uz/check')];

/** Pays 12 000 sum for a "Тоза худуд" account and opens the receipt from the result screen. */
export async function payAndOpenReceipt(page: Page, account: string) {
  await paySimple(page, account, 12_000);
  await expect(page.getByRole('heading', { name: 'Платёж успешно проведён' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Чек', exact: true }).click();
  return page.getByRole('dialog', { name: 'Детали платежа' });
}
