// What a receipt printer prints, in the order it prints it (issue 24 item 1): a payment's receipt
// (lib/receipt/receipt-content.ts) and a shift's Z-report (lib/shifts/shift-report-lines.ts) are flattened into these
// lines, and the encoder (escpos.ts) turns them into ESC/POS bytes as text or as a raster image.
export type PrintLine =
  | { kind: 'heading'; text: string }
  | { kind: 'row'; label: string; value: string; strong?: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'rule' }
  /** A QR code (the fiscal receipt's address) with a caption under it. */
  | { kind: 'qr'; value: string; caption: string };
