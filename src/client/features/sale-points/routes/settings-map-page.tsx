// spec 02 §2 /sale-points/{id}/settings/map: the location picker.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useUpdateSalePoint } from '../api/update-sale-point.ts';
import { LocationPicker } from '../components/location-picker.tsx';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard.tsx';
import { coordinateOf, formValuesOf, locationForm } from '../sale-point-form.ts';
import { useSettingsSalePoint } from '../settings-context.ts';

export default function SettingsMapPage() {
  const { t } = useLingui();
  const salePoint = useSettingsSalePoint();
  const update = useUpdateSalePoint();
  const { latitude, longitude } = formValuesOf(salePoint);
  const form = useForm<v.InferInput<typeof locationForm>>({
    resolver: valibotResolver(locationForm),
    values: { latitude, longitude },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(updateBodyOf(salePoint, { latitude: coordinateOf(values.latitude), longitude: coordinateOf(values.longitude) }));
      notify.success(t`Изменения сохранены`);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <h2 className="ap-subtitle">
        <Trans>Расположение на карте</Trans>
      </h2>
      <p className="ap-text-muted">
        <Trans>Нажмите на карту, чтобы отметить точку продаж, или введите координаты.</Trans>
      </p>
      <FormError control={form.control} />
      <LocationPicker control={form.control} setValue={form.setValue} />
      <div className="ap-row">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          <Trans>Сохранить</Trans>
        </Button>
      </div>
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
    </form>
  );
}
