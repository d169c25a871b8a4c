// The shifts (issue 24 item 2): /shifts for the whole business (the owner) and /sale-points/{id}/shifts, a tab of
// the transactions screen. Filtered through the query string; a row opens the shift with its Z-report. An employee
// sees only its own shifts, as the server answers them. "Экспорт" takes the filtered shifts away (issue 21 item 3).
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { exportShifts, type Shift } from '#shared/api/shifts.ts';
import { useShifts } from '#client/lib/shifts/shift-queries.ts';
import { ExportTools } from '#client/ui/export-menu.tsx';
import { PagedList } from '#client/ui/paged-list.tsx';
import { ShiftFilterBar } from '../components/shift-filter-bar.tsx';
import { ShiftPanel } from '../components/shift-panel.tsx';
import { ShiftTable } from '../components/shift-table.tsx';
import { shiftFiltersOf, shiftFiltersParams, shiftListBody, type ShiftFilters } from '../shift-filters.ts';
import '#client/lib/shifts/shifts.css';

export default function ShiftsPage() {
  const { id: salePointId = null } = useParams();
  const [params, setParams] = useSearchParams();
  const { filters, page } = shiftFiltersOf(params, Date.now());
  const body = shiftListBody(filters, salePointId, page);
  const list = useShifts(body);
  const [open, setOpen] = useState<Shift | null>(null);
  const apply = (next: ShiftFilters, nextPage = 0) => setParams(shiftFiltersParams(next, nextPage), { replace: true });
  return (
    <>
      <ShiftFilterBar
        filters={filters}
        insideSalePoint={salePointId !== null}
        onChange={(next) => apply(next)}
        onReset={() => apply({ period: filters.period, salePointId: '', employeeId: '', withDifference: false })}
      />
      <ExportTools call={exportShifts} body={{ sort: body.sort, search: body.search }} />
      <PagedList list={list} empty={<Trans>Смен за этот период нет</Trans>} onPage={(next) => apply(filters, next)}>
        {(shifts) => <ShiftTable shifts={shifts} onOpen={setOpen} showSalePoint={salePointId === null} />}
      </PagedList>
      <ShiftPanel row={open} onClose={() => setOpen(null)} />
    </>
  );
}
