// The add-sale-point modal (spec 02 §2, §4): step 1 creates the sale point, step 2 gives employees access to it
// (skip or confirm); a business without employees is offered to skip or to add one.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SalePoint } from '#shared/api/sale-points.ts';
import { showServerError } from '#client/lib/forms.ts';
import { FormField } from '#client/ui/form-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useCreateSalePoint } from '../api/create-sale-point.ts';
import { updateBodyOf, useUpdateSalePoint } from '../api/update-sale-point.ts';
import { createBodyOf, NEW_SALE_POINT, salePointForm, type SalePointFormValues } from '../sale-point-form.ts';
import { AddressFields } from './address-fields.tsx';
import { AssignStep, CreateStepForm, CreateThenAssignDialog } from '#client/ui/create-then-assign-dialog.tsx';
import { EmployeeAssignment, useHasNoEmployees } from './employee-assignment.tsx';
import { LocationPicker } from './location-picker.tsx';
import { StatusField } from '#client/ui/status-field.tsx';
import { STATUS_LABELS } from './status-label.ts';

export function CreateSalePointDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <CreateThenAssignDialog<SalePoint>
      open={open}
      onOpenChange={onOpenChange}
      createTitle={t`Новая точка продаж`}
      assignTitle={t`Доступ сотрудников`}
      createStep={(onCreated) => <CreateStep onCreated={onCreated} />}
      assignStep={(salePoint, onDone) => <GiveAccessStep salePoint={salePoint} onDone={onDone} />}
    />
  );
}

function CreateStep({ onCreated }: { onCreated: (salePoint: SalePoint) => void }) {
  const { t } = useLingui();
  const create = useCreateSalePoint();
  const form = useForm<SalePointFormValues>({
    resolver: valibotResolver(salePointForm),
    defaultValues: NEW_SALE_POINT,
  });

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
    <CreateStepForm control={form.control} submitting={form.formState.isSubmitting} onSubmit={submit}>
      <AddressFields control={form.control} setValue={form.setValue} />
      <LocationPicker control={form.control} setValue={form.setValue} />
      <FormField control={form.control} name="limit" label={t`Лимит, сум`} inputMode="decimal" autoComplete="off" />
      <StatusField control={form.control} labels={STATUS_LABELS} />
    </CreateStepForm>
  );
}

function GiveAccessStep({ salePoint, onDone }: { salePoint: SalePoint; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateSalePoint();
  const noEmployees = useHasNoEmployees();
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <AssignStep
      empty={
        noEmployees
          ? {
              text: (
                <Trans>
                  В бизнесе пока нет сотрудников. Добавьте сотрудника, чтобы дать ему доступ к точке продаж «{salePoint.name}», или пропустите этот шаг.
                </Trans>
              ),
              action: <Trans>Добавить сотрудника</Trans>,
              to: '/employees',
            }
          : null
      }
      lead={<Trans>Отметьте сотрудников, которые будут принимать платежи в точке продаж «{salePoint.name}».</Trans>}
      canConfirm={selected.length > 0}
      confirming={update.isPending}
      onConfirm={() => update.mutateAsync(updateBodyOf(salePoint, { employeeIds: selected }))}
      savedText={t`Доступ сотрудников сохранён`}
      onDone={onDone}
    >
      <EmployeeAssignment selected={selected} onChange={setSelected} />
    </AssignStep>
  );
}
