// Printing a shift's Z-report (issue 24 items 1 and 2): on this device's receipt printer when one is chosen, the
// same lines as the report on screen, and as A4 through the browser's dialog. Shared by the cashier's close dialog
// and the owner's shift panel.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShiftReport } from '#shared/api/shifts.ts';
import { PrintFailure, usePrint } from '#client/lib/printer/print-actions.tsx';
import { loadPrinterSettings } from '#client/lib/printer/settings.ts';
import { Button } from '#client/ui/button.tsx';
import { printPage } from '#client/ui/print-frame.tsx';
import { shiftReportLines } from './shift-report-lines.ts';

export function ShiftReportPrintButtons({ shift }: { shift: ShiftReport }) {
  const { i18n } = useLingui();
  const receipt = usePrint(() => shiftReportLines(i18n, shift));
  const hasPrinter = loadPrinterSettings().connection !== null;
  return (
    <>
      {receipt.failure && <PrintFailure failure={receipt.failure} onRetry={receipt.print} />}
      {hasPrinter && (
        <Button variant="secondary" onClick={receipt.print} disabled={receipt.busy}>
          <Trans>Печать чека</Trans>
        </Button>
      )}
      <Button onClick={printPage}>
        <Trans>Печать A4</Trans>
      </Button>
    </>
  );
}
