// spec 03 §2 /employees/{id}/general: the status toggles after a confirmation, the PIN is reset (the employee sets a
// new one at its next sign-in), the phone changes, and the employee is deleted after a confirmation. Failures of
// the status, reset and delete show 'something went wrong' (spec 03 §8); the phone's own codes show on the field.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { changeEmployeePhone } from '#shared/api/employees.ts';
import { formatPhone } from '#shared/phone.ts';
import { SettingRow, StatusSetting } from '#client/ui/setting-row.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { Dialog, DialogFormActions } from '#client/ui/dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useChangeEmployeePhone, useDeleteEmployee, useResetEmployeePin, useUpdateEmployee } from '../api/employees.ts';
import { useEmployeeOfPage } from '../employee-context.ts';
import { EMPLOYEE_STATUS_LABELS, employeeName } from '../labels.ts';

type Confirming = 'status' | 'reset' | 'delete' | null;

export default function EmployeeGeneralPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const employee = useEmployeeOfPage();
  const update = useUpdateEmployee();
  const reset = useResetEmployeePin();
  const remove = useDeleteEmployee();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [changingPhone, setChangingPhone] = useState(false);
  const active = employee.status === 'ACTIVE';
  const name = employeeName(employee);
  const somethingWrong = () => notify.error(t`Что-то пошло не так, попробуйте ещё раз`);

  const flip = async () => {
    try {
      await update.mutateAsync(updateBodyOf(employee, { status: active ? 'INACTIVE' : 'ACTIVE' }));
      notify.success(active ? t`Сотрудник деактивирован` : t`Сотрудник активирован`);
    } catch {
      somethingWrong();
    }
  };
  const resetPin = async () => {
    try {
      await reset.mutateAsync(employee.id);
      notify.success(t`PIN-код сброшен`);
    } catch {
      somethingWrong();
    }
  };
  const deleteEmployee = async () => {
    try {
      await remove.mutateAsync(employee.id);
      notify.success(t`Сотрудник удалён`);
      navigate('/employees', { replace: true });
    } catch {
      somethingWrong();
    }
  };

  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Общие</Trans>
      </h2>
      <StatusSetting
        active={active}
        badge={i18n._(EMPLOYEE_STATUS_LABELS[employee.status])}
        meaning={
          active ? (
            <Trans>Активный сотрудник входит в портал и принимает платежи.</Trans>
          ) : (
            <Trans>Неактивный сотрудник не может войти в портал и принимать платежи.</Trans>
          )
        }
        onFlip={() => setConfirming('status')}
        flipping={update.isPending}
      />
      <SettingRow
        title={<Trans>PIN-код</Trans>}
        action={
          <Button variant="secondary" onClick={() => setConfirming('reset')} loading={reset.isPending}>
            <Trans>Сбросить PIN-код</Trans>
          </Button>
        }
      >
        <span className="ap-text-muted">
          <Trans>После сброса сотрудник задаст новый PIN-код при следующем входе.</Trans>
        </span>
      </SettingRow>
      <SettingRow
        title={<Trans>Номер телефона</Trans>}
        action={
          <Button variant="secondary" onClick={() => setChangingPhone(true)}>
            <Trans>Изменить номер</Trans>
          </Button>
        }
      >
        <span className="ap-text-muted">{formatPhone(employee.phone)}</span>
      </SettingRow>
      <SettingRow
        title={<Trans>Удаление сотрудника</Trans>}
        action={
          <Button variant="danger" onClick={() => setConfirming('delete')} loading={remove.isPending}>
            <Trans>Удалить сотрудника</Trans>
          </Button>
        }
      >
        <span className="ap-text-muted">
          <Trans>Платежи сотрудника останутся в истории бизнеса.</Trans>
        </span>
      </SettingRow>
      <ConfirmDialog
        open={confirming === 'status'}
        onOpenChange={(open) => setConfirming(open ? 'status' : null)}
        title={active ? t`Деактивировать сотрудника ${name}?` : t`Активировать сотрудника ${name}?`}
        description={active ? t`Сотрудник сразу выйдет из портала на всех устройствах и не сможет принимать платежи.` : undefined}
        confirmLabel={active ? t`Деактивировать` : t`Активировать`}
        cancelLabel={t`Отмена`}
        danger={active}
        onConfirm={() => void flip()}
      />
      <ConfirmDialog
        open={confirming === 'reset'}
        onOpenChange={(open) => setConfirming(open ? 'reset' : null)}
        title={t`Сбросить PIN-код сотрудника ${name}?`}
        description={t`Сотрудник выйдет из портала и при следующем входе задаст новый PIN-код.`}
        confirmLabel={t`Сбросить`}
        cancelLabel={t`Отмена`}
        onConfirm={() => void resetPin()}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={t`Удалить сотрудника ${name}?`}
        description={t`Сотрудник сразу выйдет из портала на всех устройствах. Это действие нельзя отменить.`}
        confirmLabel={t`Удалить`}
        cancelLabel={t`Отмена`}
        danger
        onConfirm={() => void deleteEmployee()}
      />
      <ChangePhoneDialog id={employee.id} open={changingPhone} onOpenChange={setChangingPhone} />
    </div>
  );
}

const phoneForm = v.object({ phone: changeEmployeePhone.body!.entries.phone });

function ChangePhoneDialog({ id, open, onOpenChange }: { id: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const change = useChangeEmployeePhone();
  const form = useForm<v.InferInput<typeof phoneForm>, unknown, v.InferOutput<typeof phoneForm>>({
    resolver: valibotResolver(phoneForm),
    defaultValues: { phone: '' },
  });
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      await change.mutateAsync({ id, phone });
      notify.success(t`Номер телефона изменён`);
      close(false);
    } catch (error) {
      showServerError(form, error, { field: 'phone' });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t`Изменить номер телефона`}
      description={t`Сотрудник будет входить в портал с новым номером.`}
      closeLabel={t`Закрыть`}
    >
      <form className="ap-stack" onSubmit={submit} noValidate>
        <FormError control={form.control} />
        <FormField control={form.control} name="phone" label={t`Новый номер телефона`} mask="phone" inputMode="tel" autoComplete="off" autoFocus />
        <DialogFormActions back={<Trans>Отмена</Trans>} onBack={() => close(false)} submit={<Trans>Сохранить</Trans>} submitting={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
