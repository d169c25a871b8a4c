// The payment detail with its receipt and the Print button (from a result screen or the recent payments). The
// invoice is refreshed from the server while the dialog is open, so a pending payment shows its final state.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '#shared/api/invoices.ts';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { PrintFrame, printPage } from '#client/ui/print-frame.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { Receipt } from './receipt.tsx';

type ReceiptDialogProps = { invoice: Invoice | null; onClose: () => void };

export function ReceiptDialog({ invoice, onClose }: ReceiptDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && onClose()} title={t`Детали платежа`} closeLabel={t`Закрыть`}>
      {invoice && <ReceiptBody initial={invoice} onClose={onClose} />}
    </Dialog>
  );
}

function ReceiptBody({ initial, onClose }: { initial: Invoice; onClose: () => void }) {
  const { data = initial } = useInvoice(initial.id, initial);
  return (
    <>
      <div className="ap-ws-receipt-frame">
        <PrintFrame>
          <Receipt invoice={data} />
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
