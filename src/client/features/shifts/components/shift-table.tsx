// The shifts table (issue 24 item 2): cashier, sale point, opened, closed (or open, or left open past its business
// day), expected and counted cash, and the difference, red when cash is missing.
import { useLingui } from '@lingui/react/macro';
import type { Shift } from '#shared/api/shifts.ts';
import { formatSum } from '#shared/money.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { RowOpenButton } from '#client/ui/row-open-button.tsx';

export function DifferenceText({ amount }: { amount: number | null }) {
  const { t } = useLingui();
  if (amount === null) return <span className="ap-text-muted">—</span>;
  if (amount === 0) return <span>{t`0 сум`}</span>;
  const sum = formatSum(Math.abs(amount));
  return amount < 0 ? <strong className="ap-shift-difference--short">{t`−${sum} сум`}</strong> : <strong className="ap-shift-difference--over">{t`+${sum} сум`}</strong>;
}

export function ShiftStatus({ shift }: { shift: Shift }) {
  const { t } = useLingui();
  if (shift.leftOpen) return <Badge tone="danger">{t`Не закрыта вовремя`}</Badge>;
  if (shift.status === 'OPEN') return <Badge tone="info">{t`Открыта`}</Badge>;
  return <Badge tone="neutral">{t`Закрыта`}</Badge>;
}

export function ShiftTable({ shifts, onOpen, showSalePoint }: { shifts: Shift[]; onOpen: (shift: Shift) => void; showSalePoint: boolean }) {
  const { t } = useLingui();
  const sum = (amount: number | null) => (amount === null ? '—' : `${formatSum(amount)} ${t`сум`}`);
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t`Статус`}</th>
            <th scope="col">{t`Кассир`}</th>
            {showSalePoint && <th scope="col">{t`Точка продаж`}</th>}
            <th scope="col">{t`Открыта`}</th>
            <th scope="col">{t`Закрыта`}</th>
            <th scope="col" className="ap-table__num">{t`Ожидалось`}</th>
            <th scope="col" className="ap-table__num">{t`Пересчитано`}</th>
            <th scope="col" className="ap-table__num">{t`Расхождение`}</th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift) => (
            <tr key={shift.id} data-testid="shift-row" onClick={() => onOpen(shift)}>
              <td>
                <ShiftStatus shift={shift} />
              </td>
              <td data-label={t`Кассир`}>
                <RowOpenButton onOpen={() => onOpen(shift)}>{shift.employee.name}</RowOpenButton>
              </td>
              {showSalePoint && <td data-label={t`Точка продаж`}>{shift.salePoint.name}</td>}
              <td data-label={t`Открыта`}>{formatDateTime(shift.openedDate)}</td>
              <td data-label={t`Закрыта`}>{shift.closedDate ? formatDateTime(shift.closedDate) : '—'}</td>
              <td className="ap-table__num">{sum(shift.expectedCash)}</td>
              <td className="ap-table__num">{sum(shift.countedCash)}</td>
              <td className="ap-table__num" data-testid="shift-difference">
                <DifferenceText amount={shift.difference} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
