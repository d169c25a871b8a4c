// spec 03 §2 /employees/{id}: the sale points the employee may work at.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSalePoints } from '#client/features/sale-points/api/list-sale-points.ts';
import { errorText } from '#client/lib/messages.ts';
import { Button, ButtonLink } from '#client/ui/button.tsx';
import { DataLoading } from '#client/ui/list-status.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useUpdateEmployee } from '../api/employees.ts';
import { SalePointChecklist } from '../components/sale-point-checklist.tsx';
import { useEmployeeOfPage } from '../employee-context.ts';

export default function EmployeePointsPage() {
  const { t, i18n } = useLingui();
  const employee = useEmployeeOfPage();
  const salePoints = useSalePoints();
  const update = useUpdateEmployee();
  const assigned = employee.salePoint.ids;
  const [selected, setSelected] = useState<string[]>(assigned);
  const changed = selected.length !== assigned.length || selected.some((id) => !assigned.includes(id));

  const save = async () => {
    try {
      await update.mutateAsync(updateBodyOf(employee, { salePointIds: selected }));
      notify.success(t`Точки продаж сотрудника сохранены`);
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };

  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Точки продаж</Trans>
      </h2>
      {!salePoints.data ? (
        <DataLoading />
      ) : salePoints.data.length === 0 ? (
        <>
          <p className="ap-text-muted">
            <Trans>В бизнесе пока нет точек продаж.</Trans>
          </p>
          <div>
            <ButtonLink to="/">
              <Trans>К точкам продаж</Trans>
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="ap-text-muted">
            <Trans>Сотрудник принимает платежи только в отмеченных точках продаж.</Trans>
          </p>
          <SalePointChecklist salePoints={salePoints.data} selected={selected} onChange={setSelected} />
          <div className="ap-row">
            <Button onClick={() => void save()} loading={update.isPending} disabled={!changed}>
              <Trans>Сохранить</Trans>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
