// One shift with its Z-report in the side panel (issue 24 item 2), asked again when opened (its payments may still
// settle), printed on the receipt printer or as A4.
import { useLingui } from '@lingui/react/macro';
import type { Shift } from '#shared/api/shifts.ts';
import { useShiftReport } from '#client/lib/shifts/shift-queries.ts';
import { ShiftReportPrintButtons } from '#client/lib/shifts/shift-report-actions.tsx';
import { PrintableShiftReport } from '#client/lib/shifts/shift-report.tsx';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import { SidePanel } from '#client/ui/side-panel.tsx';

export function ShiftPanel({ row, onClose }: { row: Shift | null; onClose: () => void }) {
  const { t } = useLingui();
  const report = useShiftReport(row?.id ?? null);
  let body = null;
  if (row) {
    if (report.data) body = <PrintableShiftReport shift={report.data} />;
    else if (report.isError) body = <DataError error={report.error} onRetry={() => void report.refetch()} />;
    else body = <DataLoading />;
  }
  return (
    <SidePanel
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Отчёт о смене`}
      closeLabel={t`Закрыть`}
      footer={
        report.data && <ShiftReportPrintButtons shift={report.data} />
      }
    >
      {body}
    </SidePanel>
  );
}
