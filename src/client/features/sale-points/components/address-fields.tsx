// Name, region, district and address of a sale point (spec 02 §5): the district waits for a region and is cleared
// when the region changes.
import { useLingui } from '@lingui/react/macro';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { translateCode } from '#client/lib/messages.ts';
import { regionOptions } from '#client/lib/region-options.ts';
import { FormField } from '#client/ui/form-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { useDistricts, useProvinces } from '../api/list-provinces.ts';
import type { SalePointFormValues } from '../sale-point-form.ts';

type Values = Pick<SalePointFormValues, 'name' | 'regionId' | 'districtId' | 'address'>;

export function AddressFields<T extends Values>({ control, setValue }: { control: Control<T>; setValue: UseFormSetValue<T> }) {
  const { t, i18n } = useLingui();
  const form = control as unknown as Control<Values>;
  const set = setValue as unknown as UseFormSetValue<Values>;
  const region = useController({ control: form, name: 'regionId' });
  const district = useController({ control: form, name: 'districtId' });
  const regionId = useWatch({ control: form, name: 'regionId' });
  const provinces = useProvinces();
  const districts = useDistricts(regionId ? Number(regionId) : null);
  const errorOf = (message: string | undefined) => (message ? translateCode(i18n, message) : undefined);

  return (
    <>
      <FormField control={form} name="name" label={t`Название`} autoComplete="off" />
      <SelectField
        label={t`Регион`}
        name={region.field.name}
        ref={region.field.ref}
        value={region.field.value}
        onBlur={region.field.onBlur}
        onChange={(value) => {
          region.field.onChange(value);
          set('districtId', '', { shouldDirty: true });
        }}
        placeholder={provinces.isPending ? t`Загрузка…` : t`Выберите регион`}
        options={regionOptions(provinces.data, i18n.locale)}
        error={errorOf(region.fieldState.error?.message)}
      />
      <SelectField
        label={t`Район`}
        name={district.field.name}
        ref={district.field.ref}
        value={district.field.value}
        onBlur={district.field.onBlur}
        onChange={district.field.onChange}
        disabled={!regionId}
        placeholder={regionId && districts.isPending ? t`Загрузка…` : t`Выберите район`}
        options={regionOptions(districts.data, i18n.locale)}
        error={errorOf(district.fieldState.error?.message)}
      />
      <FormField control={form} name="address" label={t`Адрес`} optional={t`необязательно`} autoComplete="street-address" />
    </>
  );
}
