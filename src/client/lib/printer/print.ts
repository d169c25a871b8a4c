// Printing on this device's receipt printer (issue 24 item 1): the lines encoded as its settings say, sent through its
// connection. Loaded on first use (the `printer` chunk), never with the workspace's first screen.
import { encodeLines } from './escpos.ts';
import type { PrintLine } from './print-lines.ts';
import { renderLines } from './render-image.ts';
import { loadPrinterSettings, type PrinterSettings } from './settings.ts';
import { sendToPrinter } from './transports.ts';

export async function printLines(lines: PrintLine[], settings: PrinterSettings = loadPrinterSettings()): Promise<void> {
  await sendToPrinter(settings, encodeLines(lines, settings, renderLines));
}

/** The test page: the same lines in text mode and then in image mode, so the person sees which mode their printer needs. */
export async function printTestPage(lines: PrintLine[], settings: PrinterSettings): Promise<void> {
  const text = encodeLines(lines, { ...settings, mode: 'text', cutter: false }, renderLines);
  const image = encodeLines(lines, { ...settings, mode: 'image' }, renderLines);
  const bytes = new Uint8Array(text.length + image.length);
  bytes.set(text);
  bytes.set(image, text.length);
  await sendToPrinter(settings, bytes);
}
