// spec 03 §2 /statistics: the period (presets or a custom range), the sale point and, once a point is chosen, the
// employee filter (clearing the point clears the employee); cards of the payments amount, transactions, rewards and
// the top merchant, employee (hidden when an employee is filtered) and sale point; a spinner while loading; the
// three no-data texts. The filters live in the address: `period` (start-end ms), `salePoint`, `employee`.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Statistics } from '#shared/api/statistics.ts';
import { formatSum } from '#shared/money.ts';
import type { Period } from '#shared/period.ts';
import { MerchantLogo } from '#client/ui/merchant-logo.tsx';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { localText } from '#client/lib/local-text.ts';
import { dateInputValue, formatPeriodParam, periodParamOf } from '#client/lib/period-filter.ts';
import { Avatar } from '#client/ui/avatar.tsx';
import { DataError, NothingToList } from '#client/ui/list-status.tsx';
import { PeriodField } from '#client/ui/period-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useSalePointEmployees, useStatistics, type StatisticsQuery } from '../api/statistics.ts';
// The service logo's look lives with the payment screens that mostly show it.
import '../statistics.css';
import { exportStatistics } from '#shared/api/statistics.ts';
import { ExportTools } from '#client/ui/export-menu.tsx';

const ALL = '';

export default function StatisticsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // Without a period in the address (a bookmark, a typed address) the page shows the day its picker shows, as the
  // transactions and deposit lists do.
  const period = periodParamOf(params, Date.now());
  const salePointId = params.get('salePoint') || null;
  const employeeId = salePointId ? params.get('employee') || null : null;
  const salePoints = useSalePoints();
  const employees = useSalePointEmployees(salePointId);
  // spec 03 §5: a range with equal start and end is not applied.
  const query: StatisticsQuery | null =
    period.start !== period.end
      ? { startDate: dateInputValue(period.start), endDate: dateInputValue(period.end), salePointId, employeeId }
      : null;
  const figures = useStatistics(query);

  const update = (changes: { period?: Period; salePoint?: string | null; employee?: string | null }) => {
    const next = new URLSearchParams(params);
    if (changes.period) next.set('period', formatPeriodParam(changes.period));
    if (changes.salePoint !== undefined) {
      if (changes.salePoint) next.set('salePoint', changes.salePoint);
      else next.delete('salePoint');
      next.delete('employee');
    }
    if (changes.employee !== undefined) {
      if (changes.employee) next.set('employee', changes.employee);
      else next.delete('employee');
    }
    setParams(next, { replace: true });
  };

  const points = [...(salePoints.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const noSalePoints = salePoints.data !== undefined && points.length === 0;
  const notGenerated = (
    <NothingToList icon="info">
      <p>
        <Trans>Статистика ещё не сформирована. Чтобы сформировать статистику, необходимо совершить хотя бы один платёж.</Trans>
      </p>
    </NothingToList>
  );

  let body: ReactNode;
  if (noSalePoints) {
    body = (
      <NothingToList icon="store">
        <p>
          <Trans>У вас нет точки продаж</Trans>
        </p>
      </NothingToList>
    );
  } else if (!query) {
    body = notGenerated;
  } else if (figures.isPending) {
    body = (
      <div className="ap-empty" role="status">
        <Spinner large label={t`Статистика загружается`} />
      </div>
    );
  } else if (figures.isError) {
    body = <DataError error={figures.error} onRetry={() => void figures.refetch()} />;
  } else if (figures.data.total.amount === 0) {
    body = notGenerated;
  } else {
    body = <Cards figures={figures.data} employeeFiltered={employeeId !== null} loading={figures.isFetching} />;
  }

  return (
    <>
      <div className="ap-page__header">
        <h1 className="ap-title">
          <Trans>Статистика</Trans>
        </h1>
      </div>
      {!noSalePoints && (
        <div className="st-filters">
          <PeriodField value={period} onChange={(next) => update({ period: next })} />
          <SelectField
            label={t`Точка продаж`}
            value={salePointId ?? ALL}
            options={[{ value: ALL, label: t`Все точки продаж` }, ...points.map((point) => ({ value: point.id, label: point.name }))]}
            onChange={(value) => update({ salePoint: value || null })}
          />
          {salePointId &&
            (employees.data && employees.data.length === 0 ? (
              <p className="ap-text-muted" role="status">
                <Trans>В этой точке продаж нет сотрудников</Trans>
              </p>
            ) : (
              <SelectField
                label={t`Сотрудник`}
                value={employeeId ?? ALL}
                disabled={!employees.data}
                options={[
                  { value: ALL, label: t`Все сотрудники` },
                  ...(employees.data ?? []).map((employee) => ({ value: employee.id, label: employee.fullName || employee.phone })),
                ]}
                onChange={(value) => update({ employee: value || null })}
              />
            ))}
        </div>
      )}
      {query && !noSalePoints && <ExportTools call={exportStatistics} body={query} />}
      {body}
    </>
  );
}

function Cards({ figures, employeeFiltered, loading }: { figures: Statistics; employeeFiltered: boolean; loading: boolean }) {
  const { i18n } = useLingui();
  const { total, top } = figures;
  return (
    <div className="st-grid" aria-busy={loading} data-testid="statistics-cards">
      <dl className="st-card">
        <dt>
          <Trans>Сумма платежей</Trans>
        </dt>
        <dd data-testid="statistics-amount">
          <Sum value={total.amount} />
        </dd>
      </dl>
      <dl className="st-card">
        <dt>
          <Trans>Транзакции</Trans>
        </dt>
        <dd data-testid="statistics-transactions">{total.transactions}</dd>
      </dl>
      <dl className="st-card">
        <dt>
          <Trans>Вознаграждение</Trans>
        </dt>
        <dd data-testid="statistics-reward">
          <Sum value={total.reward} />
        </dd>
      </dl>
      {top.merchant && (
        <dl className="st-card">
          <dt>
            <Trans>Топ услуга</Trans>
          </dt>
          <dd>
            <MerchantLogo image={top.merchant.image} name={top.merchant.name} size={36} />
            <span>{localText(top.merchant.name, i18n.locale)}</span>
          </dd>
          <dd className="st-card__sub">
            <Sum value={top.merchant.amount} />
          </dd>
        </dl>
      )}
      {!employeeFiltered && top.employee && (
        <dl className="st-card">
          <dt>
            <Trans>Топ сотрудник</Trans>
          </dt>
          <dd>
            <Avatar url={top.employee.image?.url} name={top.employee.name} size={36} />
            <span>{top.employee.name}</span>
          </dd>
          <dd className="st-card__sub">
            <Sum value={top.employee.amount} />
          </dd>
        </dl>
      )}
      {top.salePoint && (
        <dl className="st-card">
          <dt>
            <Trans>Топ точка продаж</Trans>
          </dt>
          <dd>{top.salePoint.name}</dd>
          <dd className="st-card__sub">
            <Sum value={top.salePoint.amount} />
          </dd>
        </dl>
      )}
    </div>
  );
}

function Sum({ value }: { value: number }) {
  const sum = formatSum(value);
  return <Trans>{sum} сум</Trans>;
}
