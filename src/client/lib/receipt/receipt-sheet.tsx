// A receipt ready to print, with Close, the printer's settings and Print: the body of the receipt dialogs of the
// workspace (a result, today's payments) and of the transactions panel (a reprint, issue 16). Print goes to this
// device's receipt printer when one is chosen, through the browser's dialog otherwise (issue 24 item 1).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '#shared/api/invoices.ts';
import { PrintFailure, usePrint } from '#client/lib/printer/print-actions.tsx';
import { PrinterSettingsButton } from '#client/lib/printer/printer-button.tsx';
import { Button } from '#client/ui/button.tsx';
import { DialogActions } from '#client/ui/dialog.tsx';
import { PrintFrame } from '#client/ui/print-frame.tsx';
import { Receipt } from './receipt.tsx';
import { useReceiptContent } from './receipt-content.ts';
import { receiptPrintLines } from './receipt-lines.ts';

export function ReceiptSheet({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useLingui();
  const content = useReceiptContent(invoice);
  const printing = usePrint(() => receiptPrintLines(content));
  return (
    <>
      {/* A region the keyboard can reach: on a short screen the receipt scrolls inside it. */}
      <div className="ap-receipt-frame" role="region" aria-label={t`Чек`} tabIndex={0}>
        <PrintFrame>
          <Receipt content={content} />
        </PrintFrame>
      </div>
      {printing.failure && <PrintFailure failure={printing.failure} onRetry={printing.print} hasPrinterButton />}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Закрыть</Trans>
        </Button>
        <PrinterSettingsButton />
        <Button onClick={printing.print} loading={printing.busy}>
          <Trans>Печать</Trans>
        </Button>
      </DialogActions>
    </>
  );
}
