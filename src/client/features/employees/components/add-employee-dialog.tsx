// The add-employee modal (spec 03 §2): step 1 creates the employee, step 2 chooses the sale points it may work at
// (skip or confirm); a business without sale points is told so and offered the sale points screen.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { createEmployee } from '#shared/api/employees.ts';
import type { Employee } from '#shared/api/sale-points.ts';
import { STATUSES } from '#shared/enums.ts';
import { useSalePoints } from '#client/features/sale-points/api/list-sale-points.ts';
import { showServerError } from '#client/lib/forms.ts';
import { errorText } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useCreateEmployee, useUpdateEmployee } from '../api/employees.ts';
import { EMPLOYEE_STATUS_LABELS } from '../labels.ts';
import { SalePointChecklist } from './sale-point-checklist.tsx';

export function AddEmployeeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const [created, setCreated] = useState<Employee | null>(null);
  const close = () => {
    onOpenChange(false);
    setCreated(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? t`Точки продаж сотрудника` : t`Новый сотрудник`}
      description={created ? t`Шаг 2 из 2` : t`Шаг 1 из 2`}
      closeLabel={t`Закрыть`}
    >
      {created ? <AssignStep employee={created} onDone={close} /> : <CreateStep onCreated={setCreated} />}
    </Dialog>
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
  const { t, i18n } = useLingui();
  const create = useCreateEmployee();
  const form = useForm<v.InferInput<typeof createForm>, unknown, v.InferOutput<typeof createForm>>({
    resolver: valibotResolver(createForm),
    defaultValues: { phone: '', firstName: '', lastName: '', status: 'ACTIVE' },
  });
  const status = useController({ control: form.control, name: 'status' });

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
    <form className="ap-stack" onSubmit={submit} noValidate>
      <FormError control={form.control} />
      <FormField control={form.control} name="phone" label={t`Номер телефона`} mask="phone" inputMode="tel" autoComplete="off" autoFocus />
      <FormField control={form.control} name="firstName" label={t`Имя`} autoComplete="off" />
      <FormField control={form.control} name="lastName" label={t`Фамилия`} autoComplete="off" />
      <SelectField
        label={t`Статус`}
        name={status.field.name}
        value={status.field.value}
        onChange={status.field.onChange}
        options={STATUSES.map((value) => ({ value, label: i18n._(EMPLOYEE_STATUS_LABELS[value]) }))}
      />
      <DialogActions>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Далее</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

function AssignStep({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const salePoints = useSalePoints();
  const update = useUpdateEmployee();
  const [selected, setSelected] = useState<string[]>([]);
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ');

  if (!salePoints.data) return <Spinner label={t`Данные загружаются`} />;
  if (salePoints.data.length === 0) {
    return (
      <div className="ap-stack">
        <p className="ap-text-muted">
          <Trans>В бизнесе пока нет точек продаж. Добавьте точку продаж, чтобы дать сотруднику {name} доступ к ней, или пропустите этот шаг.</Trans>
        </p>
        <DialogActions>
          <Button variant="secondary" onClick={onDone}>
            <Trans>Пропустить</Trans>
          </Button>
          <Button
            onClick={() => {
              onDone();
              navigate('/');
            }}
          >
            <Trans>К точкам продаж</Trans>
          </Button>
        </DialogActions>
      </div>
    );
  }

  const confirm = async () => {
    try {
      await update.mutateAsync(updateBodyOf(employee, { salePointIds: selected }));
      notify.success(t`Точки продаж сотрудника сохранены`);
      onDone();
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };

  return (
    <div className="ap-stack">
      <p className="ap-text-muted">
        <Trans>Отметьте точки продаж, в которых {name} будет принимать платежи.</Trans>
      </p>
      <SalePointChecklist salePoints={salePoints.data} selected={selected} onChange={setSelected} />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Пропустить</Trans>
        </Button>
        <Button onClick={() => void confirm()} loading={update.isPending} disabled={selected.length === 0}>
          <Trans>Подтвердить</Trans>
        </Button>
      </DialogActions>
    </div>
  );
}
