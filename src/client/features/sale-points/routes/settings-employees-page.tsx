// spec 02 §2 /sale-points/{id}/settings: which employees may work at this sale point.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText } from '#client/lib/messages.ts';
import { Button, ButtonLink } from '#client/ui/button.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useUpdateSalePoint } from '../api/update-sale-point.ts';
import { EmployeeAssignment, useHasNoEmployees } from '../components/employee-assignment.tsx';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard.tsx';
import { useSettingsSalePoint } from '../settings-context.ts';

export default function SettingsEmployeesPage() {
  const { t, i18n } = useLingui();
  const salePoint = useSettingsSalePoint();
  const update = useUpdateSalePoint();
  const noEmployees = useHasNoEmployees();
  const assigned = salePoint.employees.map((employee) => employee.id);
  const [selected, setSelected] = useState<string[]>(assigned);
  const changed = selected.length !== assigned.length || selected.some((id) => !assigned.includes(id));

  const save = async () => {
    try {
      await update.mutateAsync(updateBodyOf(salePoint, { employeeIds: selected }));
      notify.success(t`Доступ сотрудников сохранён`);
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };

  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Сотрудники</Trans>
      </h2>
      {noEmployees ? (
        <>
          <p className="ap-text-muted">
            <Trans>В бизнесе пока нет сотрудников. Добавьте сотрудника, чтобы дать ему доступ к этой точке продаж.</Trans>
          </p>
          <div>
            <ButtonLink to="/employees">
              <Trans>Добавить сотрудника</Trans>
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="ap-text-muted">
            <Trans>Отмеченные сотрудники могут принимать платежи в этой точке продаж.</Trans>
          </p>
          <EmployeeAssignment selected={selected} onChange={setSelected} />
          <div className="ap-row">
            <Button onClick={() => void save()} loading={update.isPending} disabled={!changed}>
              <Trans>Сохранить</Trans>
            </Button>
          </div>
        </>
      )}
      <UnsavedChangesGuard dirty={changed} />
    </div>
  );
}
