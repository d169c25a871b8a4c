// spec 03 §2 /employees/{id}: the sale points the employee may work at.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { AssignmentEditor, selectionChanged } from '#client/ui/assignment-editor.tsx';
import { DataLoading } from '#client/ui/list-status.tsx';
import { updateBodyOf, useUpdateEmployee } from '../api/employees.ts';
import { SalePointChecklist } from '../components/sale-point-checklist.tsx';
import { useEmployeeOfPage } from '../employee-context.ts';

export default function EmployeePointsPage() {
  const { t } = useLingui();
  const employee = useEmployeeOfPage();
  const salePoints = useSalePoints();
  const update = useUpdateEmployee();
  const [selected, setSelected] = useState<string[]>(employee.salePoint.ids);

  return (
    <div className="ap-stack">
      {!salePoints.data ? (
        <>
          <h2 className="ap-subtitle">
            <Trans>Точки продаж</Trans>
          </h2>
          <DataLoading />
        </>
      ) : (
        <AssignmentEditor
          title={<Trans>Точки продаж</Trans>}
          empty={
            salePoints.data.length === 0 ? { text: <Trans>В бизнесе пока нет точек продаж.</Trans>, action: <Trans>К точкам продаж</Trans>, to: '/' } : null
          }
          lead={<Trans>Сотрудник принимает платежи только в отмеченных точках продаж.</Trans>}
          changed={selectionChanged(employee.salePoint.ids, selected)}
          saving={update.isPending}
          onSave={() => update.mutateAsync(updateBodyOf(employee, { salePointIds: selected }))}
          savedText={t`Точки продаж сотрудника сохранены`}
        >
          <SalePointChecklist salePoints={salePoints.data} selected={selected} onChange={setSelected} />
        </AssignmentEditor>
      )}
    </div>
  );
}
