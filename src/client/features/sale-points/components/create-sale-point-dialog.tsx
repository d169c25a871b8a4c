// The add-sale-point modal (spec 02 §2, §4): step 1 creates the sale point, step 2 gives employees access to it
// (skip or confirm); a business without employees is offered to skip or to add one.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { SalePoint } from '#shared/api/sale-points.ts';
import { STATUSES } from '#shared/enums.ts';
import { showServerError } from '#client/lib/forms.ts';
import { errorText } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useCreateSalePoint } from '../api/create-sale-point.ts';
import { updateBodyOf, useUpdateSalePoint } from '../api/update-sale-point.ts';
import { createBodyOf, NEW_SALE_POINT, salePointForm, type SalePointFormValues } from '../sale-point-form.ts';
import { AddressFields } from './address-fields.tsx';
import { EmployeeAssignment, useHasNoEmployees } from './employee-assignment.tsx';
import { LocationPicker } from './location-picker.tsx';
import { STATUS_LABELS } from './status-label.ts';

export function CreateSalePointDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const [created, setCreated] = useState<SalePoint | null>(null);
  const close = () => {
    onOpenChange(false);
    setCreated(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? t`Доступ сотрудников` : t`Новая точка продаж`}
      description={created ? t`Шаг 2 из 2` : t`Шаг 1 из 2`}
      closeLabel={t`Закрыть`}
    >
      {created ? <AssignStep salePoint={created} onDone={close} /> : <CreateStep onCreated={setCreated} />}
    </Dialog>
  );
}

function CreateStep({ onCreated }: { onCreated: (salePoint: SalePoint) => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateSalePoint();
  const form = useForm<SalePointFormValues>({
    resolver: valibotResolver(salePointForm),
    defaultValues: NEW_SALE_POINT,
  });
  const status = useController({ control: form.control, name: 'status' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const salePoint = await create.mutateAsync(createBodyOf(values));
      notify.success(t`Точка продаж успешно добавлена`);
      onCreated(salePoint);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <FormError control={form.control} />
      <AddressFields control={form.control} setValue={form.setValue} />
      <LocationPicker control={form.control} setValue={form.setValue} />
      <FormField control={form.control} name="limit" label={t`Лимит, сум`} inputMode="decimal" autoComplete="off" />
      <SelectField
        label={t`Статус`}
        name={status.field.name}
        value={status.field.value}
        onChange={status.field.onChange}
        options={STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
      />
      <DialogActions>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Далее</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

function AssignStep({ salePoint, onDone }: { salePoint: SalePoint; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateSalePoint();
  const noEmployees = useHasNoEmployees();
  const [selected, setSelected] = useState<string[]>([]);

  if (noEmployees) {
    return (
      <div className="ap-stack">
        <p className="ap-text-muted">
          <Trans>В бизнесе пока нет сотрудников. Добавьте сотрудника, чтобы дать ему доступ к точке продаж «{salePoint.name}», или пропустите этот шаг.</Trans>
        </p>
        <DialogActions>
          <Button variant="secondary" onClick={onDone}>
            <Trans>Пропустить</Trans>
          </Button>
          <Button
            onClick={() => {
              onDone();
              navigate('/employees');
            }}
          >
            <Trans>Добавить сотрудника</Trans>
          </Button>
        </DialogActions>
      </div>
    );
  }

  const confirm = async () => {
    try {
      await update.mutateAsync(updateBodyOf(salePoint, { employeeIds: selected }));
      notify.success(t`Доступ сотрудников сохранён`);
      onDone();
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };

  return (
    <div className="ap-stack">
      <p className="ap-text-muted">
        <Trans>Отметьте сотрудников, которые будут принимать платежи в точке продаж «{salePoint.name}».</Trans>
      </p>
      <EmployeeAssignment selected={selected} onChange={setSelected} />
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
