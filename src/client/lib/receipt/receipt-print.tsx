// The result screen's one-tap "Печать" and the print by itself after a successful payment when this device asks for
// it (issue 24 items 1 and 4): the receipt's lines go to the device's printer; with no printer chosen, the receipt
// dialog opens, whose Print is the browser's.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Invoice } from '#shared/api/invoices.ts';
import { PrintFailure, usePrint } from '#client/lib/printer/print-actions.tsx';
import { loadPrinterSettings } from '#client/lib/printer/settings.ts';
import { Button } from '#client/ui/button.tsx';
import { useReceiptContent } from './receipt-content.ts';
import { receiptPrintLines } from './receipt-lines.ts';

export function PrintReceiptButton({ invoice, onBrowserPrint }: { invoice: Invoice; onBrowserPrint: () => void }) {
  const content = useReceiptContent(invoice);
  const printing = usePrint(() => receiptPrintLines(content), onBrowserPrint);
  // Decided once, when the result appears: turning auto-print on later does not print this receipt.
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current) return;
    decided.current = true;
    const settings = loadPrinterSettings();
    if (settings.autoPrint && settings.connection) printing.print();
  });
  return (
    <>
      {printing.failure && <PrintFailure failure={printing.failure} onRetry={printing.print} onBrowserPrint={onBrowserPrint} />}
      <Button variant="secondary" onClick={printing.print} loading={printing.busy}>
        <Trans>Печать</Trans>
      </Button>
    </>
  );
}
