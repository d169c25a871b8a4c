// A receipt ready to print, with Close and Print: the body of the receipt dialogs of the workspace (a result, today's
// payments) and of the transactions panel (a reprint, issue 16).
import { Trans } from '@lingui/react/macro';
import type { Invoice } from '#shared/api/invoices.ts';
import { Button } from '#client/ui/button.tsx';
import { DialogActions } from '#client/ui/dialog.tsx';
import { PrintFrame, printPage } from '#client/ui/print-frame.tsx';
import { Receipt } from './receipt.tsx';
import { useReceiptContent } from './receipt-content.ts';

export function ReceiptSheet({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const content = useReceiptContent(invoice);
  return (
    <>
      <div className="ap-receipt-frame">
        <PrintFrame>
          <Receipt content={content} />
        </PrintFrame>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Закрыть</Trans>
        </Button>
        <Button onClick={printPage}>
          <Trans>Печать</Trans>
        </Button>
      </DialogActions>
    </>
  );
}
