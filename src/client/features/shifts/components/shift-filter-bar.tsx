// The shift lists' filters (issue 24 item 2): period, sale point (at the business level), cashier (for the owner)
// and "with a difference"; each applies at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { Button } from '#client/ui/button.tsx';
import { Checkbox } from '#client/ui/checkbox.tsx';
import { PeriodField } from '#client/ui/period-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { useCashiers } from '../api/list-cashiers.ts';
import type { ShiftFilters } from '../shift-filters.ts';

type Props = { filters: ShiftFilters; insideSalePoint: boolean; onChange: (filters: ShiftFilters) => void; onReset: () => void };

export function ShiftFilterBar({ filters, insideSalePoint, onChange, onReset }: Props) {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const owner = profile.role === 'AGENT';
  const salePoints = useSalePoints();
  const cashiers = useCashiers(owner);
  const me = [profile.lastName, profile.firstName].filter(Boolean).join(' ');
  const anyFilter = filters.employeeId !== '' || filters.withDifference || (!insideSalePoint && filters.salePointId !== '');
  return (
    <div className="ap-filters" role="search">
      <PeriodField value={filters.period} onChange={(period) => onChange({ ...filters, period })} />
      {!insideSalePoint && (
        <SelectField
          label={t`Точка продаж`}
          value={filters.salePointId}
          placeholder={t`Все точки продаж`}
          options={(salePoints.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
          onChange={(salePointId) => onChange({ ...filters, salePointId })}
        />
      )}
      {owner && (
        <SelectField
          label={t`Кассир`}
          value={filters.employeeId}
          placeholder={t`Все кассиры`}
          options={[
            { value: profile.id, label: t`${me} (владелец)` },
            ...(cashiers.data ?? []).map((employee) => ({ value: employee.id, label: employee.fullName || employee.phone })),
          ]}
          onChange={(employeeId) => onChange({ ...filters, employeeId })}
        />
      )}
      <Checkbox checked={filters.withDifference} onChange={(withDifference) => onChange({ ...filters, withDifference })}>
        <Trans>Только с расхождением</Trans>
      </Checkbox>
      {anyFilter && (
        <div className="ap-filters__actions">
          <Button variant="ghost" onClick={onReset}>
            <Trans>Сбросить</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
