// A sale point's transactions page heads its list with the period's paid turnover and reward (stat-by-date).
import { Trans } from '@lingui/react/macro';
import { formatSum } from '#shared/money.ts';
import type { PeriodTotalsBody } from '../keys.ts';
import { usePeriodTotals } from '../api/period-totals.ts';

export function PeriodTotals({ body }: { body: PeriodTotalsBody }) {
  const totals = usePeriodTotals(body);
  if (!totals.data) return null;
  const revenue = formatSum(totals.data.totalRevenue);
  const profit = formatSum(totals.data.totalProfitAmount);
  return (
    <div className="iv-totals" aria-busy={totals.isFetching} data-testid="period-totals">
      <dl className="ap-card iv-totals__card">
        <dt>
          <Trans>Оборот за период</Trans>
        </dt>
        <dd data-testid="period-revenue">
          <Trans>{revenue} сум</Trans>
        </dd>
      </dl>
      <dl className="ap-card iv-totals__card">
        <dt>
          <Trans>Вознаграждение за период</Trans>
        </dt>
        <dd data-testid="period-profit">
          <Trans>{profit} сум</Trans>
        </dd>
      </dl>
    </div>
  );
}
