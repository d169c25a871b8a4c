// spec 02 §2 /sale-points/{id}/settings/address: name, region, district and address.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useUpdateSalePoint } from '../api/update-sale-point.ts';
import { AddressFields } from '../components/address-fields.tsx';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard.tsx';
import { addressForm, formValuesOf } from '../sale-point-form.ts';
import { useSettingsSalePoint } from '../settings-context.ts';

export default function SettingsAddressPage() {
  const { t } = useLingui();
  const salePoint = useSettingsSalePoint();
  const update = useUpdateSalePoint();
  const { name, regionId, districtId, address } = formValuesOf(salePoint);
  const form = useForm<v.InferInput<typeof addressForm>>({
    resolver: valibotResolver(addressForm),
    values: { name, regionId, districtId, address },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(
        updateBodyOf(salePoint, { name: values.name, provinceId: Number(values.regionId), districtId: Number(values.districtId), address: values.address || null }),
      );
      notify.success(t`Изменения сохранены`);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <h2 className="ap-subtitle">
        <Trans>Адрес</Trans>
      </h2>
      <FormError control={form.control} />
      <AddressFields control={form.control} setValue={form.setValue} />
      <div className="ap-row">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          <Trans>Сохранить</Trans>
        </Button>
      </div>
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
    </form>
  );
}
