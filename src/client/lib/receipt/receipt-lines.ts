// A payment receipt's one description (filled in by receipt-content.ts) and its printer lines (issue 24 item 1).
import type { PrintLine } from '#client/lib/printer/print-lines.ts';
import type { ReceiptVariant } from './receipt-view.ts';

export type ReceiptRow = { label: string; value: string; total?: boolean };

export type ReceiptContent = {
  variant: ReceiptVariant;
  brand: string;
  /** The tax number, the sale point and the service's legal name. */
  head: string[];
  status: string;
  rows: ReceiptRow[];
  details: ReceiptRow[];
  cashback: string | null;
  qr: { value: string; caption: string } | null;
  /** Said under everything on a pending receipt. */
  footer: string | null;
};

/** The receipt as printer lines, in the order the screen shows it. */
export function receiptPrintLines(content: ReceiptContent): PrintLine[] {
  const row = ({ label, value, total }: ReceiptRow): PrintLine => ({ kind: 'row', label, value, strong: total });
  return [
    { kind: 'heading', text: content.brand },
    ...content.head.map((text): PrintLine => ({ kind: 'text', text })),
    { kind: 'heading', text: content.status },
    { kind: 'rule' },
    ...content.rows.map(row),
    { kind: 'rule' },
    ...content.details.map(row),
    ...(content.cashback ? [{ kind: 'text', text: content.cashback } as const] : []),
    ...(content.qr ? [{ kind: 'qr', ...content.qr } as const] : []),
    ...(content.footer ? [{ kind: 'text', text: content.footer } as const] : []),
  ];
}
