// The payment detail with its receipt and the Print button (from a result screen or the recent payments). The
// invoice is refreshed from the server while the dialog is open, so a pending payment shows its final state.
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '#shared/api/invoices.ts';
import { Dialog } from '#client/ui/dialog.tsx';
import { lazyModule, useLazyModule } from '#client/ui/lazy-module.ts';
import { Spinner } from '#client/ui/spinner.tsx';
import { afterFirstScreen } from '#client/pwa/first-screen.ts';
import { useInvoice } from '../api/get-invoice.ts';

// The receipt and its QR library are not part of the workspace's first screen (issue 12): they load once that screen
// is on show, or when a receipt opens first.
const receiptSheet = lazyModule(() => import('#client/lib/receipt/receipt-sheet.tsx'));
void afterFirstScreen().then(() => receiptSheet.load().catch(() => undefined));

// The result screen's Print and print by itself (issue 24), with the receipt's description and the printer's settings.
const receiptPrint = lazyModule(() => import('#client/lib/receipt/receipt-print.tsx'));

export function PrintReceipt(props: { invoice: Invoice; onBrowserPrint: () => void }) {
  const module = useLazyModule(receiptPrint, true);
  return module ? <module.PrintReceiptButton {...props} /> : null;
}

type ReceiptDialogProps = { invoice: Invoice | null; onClose: () => void };

export function ReceiptDialog({ invoice, onClose }: ReceiptDialogProps) {
  const { t } = useLingui();
  // Asked for beside the dialog's own code when it opens, not once the dialog has arrived.
  const sheet = useLazyModule(receiptSheet, invoice !== null);
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && onClose()} title={t`Детали платежа`} closeLabel={t`Закрыть`}>
      {invoice && <ReceiptBody initial={invoice} sheet={sheet} onClose={onClose} />}
    </Dialog>
  );
}

type Sheet = Awaited<ReturnType<typeof receiptSheet.load>>;

function ReceiptBody({ initial, sheet, onClose }: { initial: Invoice; sheet: Sheet | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const { data = initial } = useInvoice(initial.id, initial);
  return sheet ? <sheet.ReceiptSheet invoice={data} onClose={onClose} /> : <Spinner label={t`Загрузка…`} />;
}
