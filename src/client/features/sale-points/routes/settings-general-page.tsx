// spec 02 §2, §4 /sale-points/{id}/settings/general: the status toggles after a confirmation, saving the whole sale
// point with the flipped status; the monthly limit is edited here too (required on edit, spec 02 §5).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { formatSum } from '#shared/money.ts';
import { showServerError } from '#client/lib/forms.ts';
import { errorText } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useUpdateSalePoint } from '../api/update-sale-point.ts';
import { StatusSetting } from '#client/ui/setting-row.tsx';
import { STATUS_LABELS } from '../components/status-label.ts';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard.tsx';
import { formValuesOf, limitOf, salePointForm } from '../sale-point-form.ts';
import { useSettingsSalePoint } from '../settings-context.ts';

const limitForm = v.pick(salePointForm, ['limit']);

export default function SettingsGeneralPage() {
  const { t, i18n } = useLingui();
  const salePoint = useSettingsSalePoint();
  const update = useUpdateSalePoint();
  const [confirming, setConfirming] = useState(false);
  const active = salePoint.status === 'ACTIVE';
  const form = useForm<v.InferInput<typeof limitForm>>({
    resolver: valibotResolver(limitForm),
    values: { limit: formValuesOf(salePoint).limit },
  });

  const flip = async () => {
    try {
      await update.mutateAsync(updateBodyOf(salePoint, { status: active ? 'INACTIVE' : 'ACTIVE' }));
      notify.success(active ? t`Точка продаж деактивирована` : t`Точка продаж активирована`);
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };

  const saveLimit = form.handleSubmit(async ({ limit }) => {
    try {
      await update.mutateAsync(updateBodyOf(salePoint, { limitSum: limitOf(limit) }));
      notify.success(t`Изменения сохранены`);
    } catch (error) {
      showServerError(form, error);
    }
  });
  const limit = formatSum(salePoint.limit);

  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Общие</Trans>
      </h2>
      <StatusSetting
        active={active}
        badge={i18n._(STATUS_LABELS[salePoint.status])}
        meaning={active ? <Trans>В активной точке продаж принимаются платежи.</Trans> : <Trans>В неактивной точке продаж платежи не принимаются.</Trans>}
        onFlip={() => setConfirming(true)}
        flipping={update.isPending && !form.formState.isSubmitting}
      />
      <form className="ap-stack" onSubmit={saveLimit} noValidate>
        <FormError control={form.control} />
        <FormField control={form.control} name="limit" label={t`Лимит, сум`} hint={t`Сейчас: ${limit} сум`} inputMode="decimal" autoComplete="off" />
        <div className="ap-row">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            <Trans>Сохранить</Trans>
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={active ? t`Деактивировать точку продаж «${salePoint.name}»?` : t`Активировать точку продаж «${salePoint.name}»?`}
        description={active ? t`Пока точка продаж неактивна, в ней нельзя принимать платежи.` : undefined}
        confirmLabel={active ? t`Деактивировать` : t`Активировать`}
        cancelLabel={t`Отмена`}
        danger={active}
        onConfirm={() => void flip()}
      />
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
    </div>
  );
}
