// The receipt of a payment in the queue's history (issue 24 item 1): the invoice the server answered when the queue
// sent the payment, kept on this device, so it reprints offline too. It prints through the same receipt sheet as the
// transactions panel and the workspace: on this device's receipt printer when one is chosen, else the browser's dialog.
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '#shared/api/invoices.ts';
import { Dialog } from '#client/ui/dialog.tsx';
import { lazyModule, useLazyModule } from '#client/ui/lazy-module.ts';
import { Spinner } from '#client/ui/spinner.tsx';

// The receipt, its QR library and the printer's button load when a receipt is first opened here.
const receiptSheet = lazyModule(() => import('#client/lib/receipt/receipt-sheet.tsx'));

export function QueueReceiptDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useLingui();
  const sheet = useLazyModule(receiptSheet, invoice !== null);
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && onClose()} title={t`Чек`} closeLabel={t`Закрыть`}>
      {invoice && (sheet ? <sheet.ReceiptSheet invoice={invoice} onClose={onClose} /> : <Spinner label={t`Загрузка…`} />)}
    </Dialog>
  );
}
