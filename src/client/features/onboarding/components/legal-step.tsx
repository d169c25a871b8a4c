// Step 1, legal information (spec 01 §2.7): the tax number is looked up at 9 or 14 digits and fills the form, name,
// address and director; the district waits for a region and is cleared when the region changes.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { isTaxLookupReady, legalStepForm, type LegalStepForm } from '#shared/api/business.ts';
import { isApiError } from '#client/lib/api.ts';
import { showServerError } from '#client/lib/forms.ts';
import { translateCode } from '#client/lib/messages.ts';
import { regionOfAddress, regionOptions } from '#client/lib/region-options.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { MaskedField } from '#client/ui/masked-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useDistricts, useProvinces, useTaxInfo } from '../api/lookups.ts';
import { useCheckTaxNumber } from '../api/submit-business.ts';
import { BUSINESS_FORM_LABELS } from './form-labels.ts';
import { LookupCard } from './lookup-card.tsx';

const TAX_MASK = { mask: '##############' };

/** `ownTaxNumber`: the number of the business being corrected, which the uniqueness check would refuse as taken. */
export function LegalStep({ initial, ownTaxNumber, onNext }: {
  initial: Partial<LegalStepForm>;
  ownTaxNumber: string | null;
  onNext: (values: LegalStepForm) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<LegalStepForm>({ resolver: valibotResolver(legalStepForm), defaultValues: initial });
  const taxNumber = useController({ control: form.control, name: 'taxNumber' });
  const region = useController({ control: form.control, name: 'regionId' });
  const district = useController({ control: form.control, name: 'districtId' });
  const typed = useWatch({ control: form.control, name: 'taxNumber' }) ?? '';
  const regionId = useWatch({ control: form.control, name: 'regionId' }) ?? null;
  const tax = useTaxInfo(typed);
  const provinces = useProvinces();
  const districts = useDistricts(regionId);
  const check = useCheckTaxNumber();
  const errorOf = (message: string | undefined) => (message ? translateCode(i18n, message) : undefined);
  const ready = isTaxLookupReady(typed);

  const { setValue } = form;
  const submitted = form.formState.isSubmitted;
  useEffect(() => {
    const info = ready ? tax.data : undefined;
    // After a first submit the found name clears its error at once.
    setValue('name', info?.name ?? '', { shouldValidate: submitted });
    setValue('address', info?.address ?? '');
    setValue('director', info?.director ?? '');
  }, [ready, tax.data, setValue, submitted]);

  // The registry's address names the region: chosen for the owner unless it chose one already (issue 25).
  const { getValues } = form;
  const registryAddress = ready ? tax.data?.address : undefined;
  useEffect(() => {
    if (!registryAddress || !provinces.data || getValues('regionId')) return;
    const region = regionOfAddress(provinces.data, registryAddress);
    if (region) setValue('regionId', region.id, { shouldValidate: submitted });
  }, [registryAddress, provinces.data, getValues, setValue, submitted]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (values.taxNumber !== ownTaxNumber) await check.mutateAsync(values.taxNumber);
      onNext(values);
    } catch (error) {
      showServerError(form, error, { field: 'taxNumber' });
    }
  });

  const missed = ready && isApiError(tax.error, 'tax_info_not_found');
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <FormError control={form.control} />
      <MaskedField
        label={t`ИНН или ПИНФЛ`}
        mask={TAX_MASK}
        inputMode="numeric"
        autoComplete="off"
        name={taxNumber.field.name}
        ref={taxNumber.field.ref}
        value={taxNumber.field.value ?? ''}
        onChange={taxNumber.field.onChange}
        onBlur={taxNumber.field.onBlur}
        adornment={ready && tax.isFetching ? <Spinner /> : undefined}
        error={errorOf(taxNumber.fieldState.error?.message ?? (missed ? 'tax_info_not_found' : undefined))}
      />
      <LookupCard
        empty={t`Заполните ИНН, чтобы получить юридические данные`}
        failure={missed ? t`Юридические данные не найдены, пожалуйста, проверьте ИНН/ПИНФЛ` : null}
        rows={
          ready && tax.data
            ? [
                { label: t`Организационно-правовая форма`, value: i18n._(BUSINESS_FORM_LABELS[tax.data.form]) },
                { label: t`Наименование`, value: tax.data.name },
                { label: t`Юридический адрес`, value: tax.data.address ?? '—' },
                { label: t`Руководитель`, value: tax.data.director ?? '—' },
              ]
            : null
        }
      />
      {form.formState.errors.name && !missed && !tax.data && (
        <p className="ap-field__error" role="alert">
          <Trans>Юридические данные не получены, проверьте ИНН/ПИНФЛ</Trans>
        </p>
      )}
      <div className="ap-form-grid">
        <SelectField
          label={t`Регион`}
          name={region.field.name}
          ref={region.field.ref}
          value={region.field.value ? String(region.field.value) : ''}
          onBlur={region.field.onBlur}
          onChange={(value) => {
            region.field.onChange(value ? Number(value) : undefined);
            form.setValue('districtId', undefined as unknown as number);
          }}
          placeholder={provinces.isPending ? t`Загрузка…` : t`Выберите регион`}
          options={regionOptions(provinces.data, i18n.locale)}
          error={errorOf(region.fieldState.error?.message)}
        />
        <SelectField
          label={t`Район`}
          name={district.field.name}
          ref={district.field.ref}
          value={district.field.value ? String(district.field.value) : ''}
          onBlur={district.field.onBlur}
          onChange={(value) => district.field.onChange(value ? Number(value) : undefined)}
          disabled={!regionId}
          placeholder={regionId && districts.isPending ? t`Загрузка…` : t`Выберите район`}
          options={regionOptions(districts.data, i18n.locale)}
          error={errorOf(district.fieldState.error?.message)}
        />
      </div>
      <div className="ap-onboarding__actions">
        <Button variant="primary" type="submit" loading={check.isPending}>
          <Trans>Далее</Trans>
        </Button>
      </div>
    </form>
  );
}
