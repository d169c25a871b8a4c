// The payment detail with its receipt and the Print button (from a result screen or the recent payments). The
// invoice is refreshed from the server while the dialog is open, so a pending payment shows its final state.
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '#shared/api/invoices.ts';
import { ReceiptSheet } from '#client/lib/receipt/receipt-sheet.tsx';
import { Dialog } from '#client/ui/dialog.tsx';
import { useInvoice } from '../api/get-invoice.ts';

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
  return <ReceiptSheet invoice={data} onClose={onClose} />;
}
