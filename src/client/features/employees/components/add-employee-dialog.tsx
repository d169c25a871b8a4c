// The add-employee modal (spec 03 §2): step 1 creates the employee, step 2 chooses the sale points it may work at
// (skip or confirm); a business without sale points is told so and offered the sale points screen.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { createEmployee } from '#shared/api/employees.ts';
import type { Employee } from '#shared/api/sale-points.ts';
import { STATUSES } from '#shared/enums.ts';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { AssignStep, CreateStepForm, CreateThenAssignDialog } from '#client/ui/create-then-assign-dialog.tsx';
import { StatusField } from '#client/ui/status-field.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { FormField } from '#client/ui/form-field.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useCreateEmployee, useUpdateEmployee } from '../api/employees.ts';
import { EMPLOYEE_STATUS_LABELS } from '../labels.ts';
import { SalePointChecklist } from './sale-point-checklist.tsx';

export function AddEmployeeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <CreateThenAssignDialog<Employee>
      open={open}
      onOpenChange={onOpenChange}
      createTitle={t`Новый сотрудник`}
      assignTitle={t`Точки продаж сотрудника`}
      createStep={(onCreated) => <CreateStep onCreated={onCreated} />}
      assignStep={(employee, onDone) => <ChooseSalePointsStep employee={employee} onDone={onDone} />}
    />
  );
}

const entries = createEmployee.body!.entries;
const createForm = v.object({
  phone: entries.phone,
  firstName: entries.firstName,
  lastName: entries.lastName,
  status: v.picklist(STATUSES, 'required'),
});

function CreateStep({ onCreated }: { onCreated: (employee: Employee) => void }) {
  const { t } = useLingui();
  const create = useCreateEmployee();
  const form = useForm<v.InferInput<typeof createForm>, unknown, v.InferOutput<typeof createForm>>({
    resolver: valibotResolver(createForm),
    defaultValues: { phone: '', firstName: '', lastName: '', status: 'ACTIVE' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const employee = await create.mutateAsync({
        phone: values.phone,
        firstName: values.firstName,
        lastName: values.lastName,
        imageId: null,
        active: values.status === 'ACTIVE',
        salePointIds: [],
      });
      notify.success(t`Сотрудник добавлен`);
      onCreated(employee);
    } catch (error) {
      showServerError(form, error, { field: 'phone' });
    }
  });

  return (
    <CreateStepForm control={form.control} submitting={form.formState.isSubmitting} onSubmit={submit}>
      <FormField control={form.control} name="phone" label={t`Номер телефона`} mask="phone" inputMode="tel" autoComplete="off" autoFocus />
      <FormField control={form.control} name="firstName" label={t`Имя`} autoComplete="off" />
      <FormField control={form.control} name="lastName" label={t`Фамилия`} autoComplete="off" />
      <StatusField control={form.control} labels={EMPLOYEE_STATUS_LABELS} />
    </CreateStepForm>
  );
}

function ChooseSalePointsStep({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const { t } = useLingui();
  const salePoints = useSalePoints();
  const update = useUpdateEmployee();
  const [selected, setSelected] = useState<string[]>([]);
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ');

  if (!salePoints.data) return <Spinner label={t`Данные загружаются`} />;
  return (
    <AssignStep
      empty={
        salePoints.data.length === 0
          ? {
              text: (
                <Trans>
                  В бизнесе пока нет точек продаж. Добавьте точку продаж, чтобы дать сотруднику {name} доступ к ней, или пропустите этот шаг.
                </Trans>
              ),
              action: <Trans>К точкам продаж</Trans>,
              to: '/',
            }
          : null
      }
      lead={<Trans>Отметьте точки продаж, в которых {name} будет принимать платежи.</Trans>}
      canConfirm={selected.length > 0}
      confirming={update.isPending}
      onConfirm={() => update.mutateAsync(updateBodyOf(employee, { salePointIds: selected }))}
      savedText={t`Точки продаж сотрудника сохранены`}
      onDone={onDone}
    >
      <SalePointChecklist salePoints={salePoints.data} selected={selected} onChange={setSelected} />
    </AssignStep>
  );
}
