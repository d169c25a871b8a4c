// Why a print did not reach the receipt printer (issue 24 item 1): every connection rejects with one of these codes,
// and the screen says it in words (print-actions.tsx, printer-settings.tsx).
export const PRINTER_ERROR_CODES = [
  'printer_not_chosen',
  'printer_not_found',
  'printer_write_failed',
  /** A Bluetooth printer that is off, out of range or connected to another device. */
  'printer_out_of_range',
  /** A Bluetooth printer chosen before the browser restarted, where the browser cannot find it again without a prompt. */
  'printer_forgotten',
  /** A Bluetooth device with no channel a receipt printer writes through. */
  'printer_unsupported',
] as const;
export type PrinterErrorCode = (typeof PRINTER_ERROR_CODES)[number];

export class PrinterError extends Error {
  constructor(readonly code: PrinterErrorCode) {
    super(code);
  }
}

/** The code of a failed print (a PrinterError's, or a failed write for anything else). */
export function printerErrorCode(error: unknown): PrinterErrorCode {
  const code = error instanceof Error ? error.message : '';
  return (PRINTER_ERROR_CODES as readonly string[]).includes(code) ? (code as PrinterErrorCode) : 'printer_write_failed';
}
