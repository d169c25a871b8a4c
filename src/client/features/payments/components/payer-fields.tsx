// The payer data of a service (spec 02 §3, §5): region, subRegion and type selects when those fields are ACTIVE
// (the subRegion waits for a region and is cleared when it changes), then the account fields in position order with
// their prefix shown before the typed text, their own mask, and the shared check (required, mask length, startWith
// → invalid_prefix, pattern).
import { useLingui } from '@lingui/react/macro';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import type { Merchant, MerchantRegion } from '#shared/api/catalogue.ts';
import { accountPrefix, checkAccountField, type AccountField } from '#shared/payment-rules.ts';
import { MaskedField } from '#client/ui/masked-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { useMerchantOptions } from '../api/get-merchant-options.ts';
import { useMerchantRegions, useMerchantSubRegions } from '../api/list-merchant-regions.ts';
import { accountFields, type ChosenCodes } from '../flow-rules.ts';
import { useFormat } from '#client/lib/use-format.ts';

export type PayerForm = { region: string; subRegion: string; type: string; account: Record<string, string>; amount: string };

export const EMPTY_PAYER: PayerForm = { region: '', subRegion: '', type: '', account: {}, amount: '' };

const PHONE_MASK = '## ### ## ##';

const codeOf = (regions: MerchantRegion[] | undefined, id: string) => regions?.find((region) => region.id === id)?.code ?? null;

/** The option lists of a service and the codes of the chosen region and subregion (for the account prefix). */
export function usePayerChoices(merchant: Merchant, control: Control<PayerForm>) {
  const regionActive = merchant.fields.region?.status === 'ACTIVE';
  const subRegionActive = merchant.fields.subRegion?.status === 'ACTIVE';
  const typeActive = merchant.fields.type?.status === 'ACTIVE';
  const [regionId, subRegionId] = useWatch({ control, name: ['region', 'subRegion'] });
  const regions = useMerchantRegions(merchant.id, regionActive);
  const subRegions = useMerchantSubRegions(merchant.id, regionId || null, subRegionActive);
  const options = useMerchantOptions(merchant.id, typeActive);
  const chosen: ChosenCodes = { regionCode: codeOf(regions.data, regionId), subRegionCode: codeOf(subRegions.data, subRegionId) };
  return { regionActive, subRegionActive, typeActive, regions, subRegions, options, chosen, fields: accountFields(merchant) };
}

export type PayerChoices = ReturnType<typeof usePayerChoices>;

type AccountInputProps = { field: AccountField; control: Control<PayerForm>; chosen: ChosenCodes; autoFocus: boolean };

function AccountInput({ field, control, chosen, autoFocus }: AccountInputProps) {
  const format = useFormat();
  const prefix = accountPrefix(field, chosen) || (field.type === 'PHONE' && !field.prefix ? '+998' : '');
  const maskValue = field.mask?.value ?? (field.type === 'PHONE' ? PHONE_MASK : null);
  // Without `unmask` the check measures the text as shown (spec 02 §5), so the value keeps the mask's literals.
  const keepMasked = field.mask !== null && !field.mask.unmask;
  return (
    <Controller
      control={control}
      name={`account.${field.name}`}
      rules={{ validate: (value: string | undefined) => checkAccountField(field, value ?? '') ?? true }}
      render={({ field: input, fieldState }) => (
        <MaskedField
          label={format.name(field.title)}
          mask={maskValue ? { mask: maskValue } : null}
          keep={keepMasked ? 'masked' : 'unmasked'}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          ref={input.ref}
          name={input.name}
          prefix={prefix}
          placeholder={field.placeholder ?? undefined}
          inputMode={field.type === 'TEXT' ? 'text' : 'numeric'}
          autoComplete="off"
          autoFocus={autoFocus}
          scan
          error={fieldState.error?.message ? format.code(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}

type PayerFieldsProps = {
  merchant: Merchant;
  form: UseFormReturn<PayerForm>;
  choices: PayerChoices;
  /** The first account field takes focus when nothing is to be chosen before it (issue 24 item 4: typed at once). */
  autoFocus?: boolean;
};

export function PayerFields({ merchant, form, choices, autoFocus = false }: PayerFieldsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { control, setValue } = form;
  const regionId = useWatch({ control, name: 'region' });
  const required = (value: string) => (value ? true : 'required');
  const regionOptions = (regions: MerchantRegion[] | undefined) =>
    (regions ?? []).map((region) => ({ value: region.id, label: format.name(region.title) }));

  return (
    <>
      {choices.regionActive && merchant.fields.region && (
        <Controller
          control={control}
          name="region"
          rules={{ validate: required }}
          render={({ field, fieldState }) => (
            <SelectField
              label={format.name(merchant.fields.region!.title)}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('subRegion', '');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              placeholder={choices.regions.isPending ? t`Загрузка…` : t`Выберите`}
              options={regionOptions(choices.regions.data)}
              error={fieldState.error?.message ? format.code(fieldState.error.message) : undefined}
            />
          )}
        />
      )}
      {choices.subRegionActive && merchant.fields.subRegion && (
        <Controller
          control={control}
          name="subRegion"
          rules={{ validate: required }}
          render={({ field, fieldState }) => (
            <SelectField
              label={format.name(merchant.fields.subRegion!.title)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              disabled={!regionId}
              placeholder={t`Выберите`}
              options={regionOptions(choices.subRegions.data)}
              error={fieldState.error?.message ? format.code(fieldState.error.message) : undefined}
            />
          )}
        />
      )}
      {choices.typeActive && merchant.fields.type && (
        <Controller
          control={control}
          name="type"
          rules={{ validate: required }}
          render={({ field, fieldState }) => (
            <SelectField
              label={format.name(merchant.fields.type!.title)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              placeholder={choices.options.isPending ? t`Загрузка…` : t`Выберите`}
              options={(choices.options.data ?? []).map((option) => ({ value: option.value, label: format.name(option.title) }))}
              error={fieldState.error?.message ? format.code(fieldState.error.message) : undefined}
            />
          )}
        />
      )}
      {choices.fields.map((field, index) => (
        <AccountInput
          key={field.name}
          field={field}
          control={control}
          chosen={choices.chosen}
          autoFocus={autoFocus && index === 0 && !choices.regionActive && !choices.subRegionActive && !choices.typeActive}
        />
      ))}
    </>
  );
}
