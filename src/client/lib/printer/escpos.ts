// The ESC/POS bytes of print lines (issue 24 item 1), through @point-of-sale/receipt-printer-encoder. Text mode prints
// through a Cyrillic code page the printer has (ESC t: cp866 or windows-1251); Uzbek Cyrillic's қ ғ ҳ are in neither,
// so image mode prints the text as raster images (GS v 0) drawn by the browser (render-image.ts). Both modes print
// the fiscal QR code with the printer's own QR command (GS ( k) and end with a cut (GS V) where there is a cutter.
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrintLine } from './print-lines.ts';
import { layoutLine } from './text-layout.ts';

export type Paper = 58 | 80;
export type PrintMode = 'text' | 'image';
export type Codepage = 'cp866' | 'windows1251';
export type PrintFormat = { paper: Paper; mode: PrintMode; codepage: Codepage; cutter: boolean };

export const COLUMNS: Record<Paper, number> = { 58: 32, 80: 48 };
/** Printable dots across the paper at 203 dpi. */
export const DOTS: Record<Paper, number> = { 58: 384, 80: 576 };

/** A drawn image: RGBA pixels, as a canvas's ImageData. */
export type Raster = { data: Uint8ClampedArray; width: number; height: number };
/** Draws text lines (no QR codes) `width` dots wide. */
export type RenderLines = (lines: PrintLine[], width: number) => Raster;

/** Lines between the last one printed and the tear bar when the paper is torn off by hand. */
const TEAR_FEED = 4;

export function encodeLines(lines: PrintLine[], format: PrintFormat, render: RenderLines): Uint8Array {
  const columns = COLUMNS[format.paper];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, codepageMapping: 'epson', imageMode: 'raster', feedBeforeCut: TEAR_FEED });
  encoder.initialize().codepage(format.codepage);
  let pending: PrintLine[] = [];
  const flushImage = () => {
    if (pending.length) encoder.image(render(pending, DOTS[format.paper]));
    pending = [];
  };
  for (const line of lines) {
    if (line.kind === 'qr') {
      flushImage();
      encoder.align('center').qrcode(line.value, { model: 2, size: format.paper === 58 ? 5 : 6, errorlevel: 'm' }).align('left');
      if (format.mode === 'image') pending.push({ kind: 'text', text: line.caption });
      else layoutLine({ kind: 'text', text: line.caption }, columns).forEach((text) => encoder.line(text));
    } else if (format.mode === 'image') pending.push(line);
    else {
      const bold = line.kind === 'heading' || (line.kind === 'row' && line.strong === true);
      encoder.bold(bold);
      layoutLine(line, columns).forEach((text) => encoder.line(text));
      encoder.bold(false);
    }
  }
  flushImage();
  if (format.cutter) encoder.cut();
  else encoder.newline(TEAR_FEED);
  return encoder.encode();
}
