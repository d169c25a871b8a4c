// spec 02 §2 /sale-points/{id}/settings: which employees may work at this sale point.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { updateBodyOf, useUpdateSalePoint } from '../api/update-sale-point.ts';
import { AssignmentEditor, selectionChanged } from '#client/ui/assignment-editor.tsx';
import { EmployeeAssignment, useHasNoEmployees } from '../components/employee-assignment.tsx';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard.tsx';
import { useSettingsSalePoint } from '../settings-context.ts';

export default function SettingsEmployeesPage() {
  const { t } = useLingui();
  const salePoint = useSettingsSalePoint();
  const update = useUpdateSalePoint();
  const noEmployees = useHasNoEmployees();
  const [selected, setSelected] = useState<string[]>(() => salePoint.employees.map((employee) => employee.id));
  const changed = selectionChanged(
    salePoint.employees.map((employee) => employee.id),
    selected,
  );

  return (
    <div className="ap-stack">
      <AssignmentEditor
        title={<Trans>Сотрудники</Trans>}
        empty={
          noEmployees
            ? {
                text: <Trans>В бизнесе пока нет сотрудников. Добавьте сотрудника, чтобы дать ему доступ к этой точке продаж.</Trans>,
                action: <Trans>Добавить сотрудника</Trans>,
                to: '/employees',
              }
            : null
        }
        lead={<Trans>Отмеченные сотрудники могут принимать платежи в этой точке продаж.</Trans>}
        changed={changed}
        saving={update.isPending}
        onSave={() => update.mutateAsync(updateBodyOf(salePoint, { employeeIds: selected }))}
        savedText={t`Доступ сотрудников сохранён`}
      >
        <EmployeeAssignment selected={selected} onChange={setSelected} />
      </AssignmentEditor>
      <UnsavedChangesGuard dirty={changed} />
    </div>
  );
}
