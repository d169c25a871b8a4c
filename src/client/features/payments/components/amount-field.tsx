// The amount in so'm, grouped by thousands as it is typed; with decimals only where the service allows them.
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { amountInput, MaskedField } from '#client/ui/masked-field.tsx';
import { checkAmount, parseSum, type Limits } from '../flow-rules.ts';
import { useFormat } from '#client/lib/use-format.ts';

type AmountFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  limits: Limits;
  decimals?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  label?: string;
  /** The form's ref, so a failed submit can focus the field. */
  ref?: Ref<HTMLInputElement>;
};

export function AmountField({ value, onChange, onBlur, error, limits, decimals = false, disabled, autoFocus, label, ref }: AmountFieldProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { min, max } = limits;
  const hint =
    min !== null && max !== null
      ? t`От ${format.money(min)} до ${format.money(max)}`
      : min !== null
        ? t`Не менее ${format.money(min)}`
        : max !== null
          ? t`Не более ${format.money(max)}`
          : undefined;
  return (
    <MaskedField
      label={label ?? t`Сумма, сум`}
      {...amountInput(decimals)}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error ? format.amountError(error) : undefined}
      hint={hint}
      autoComplete="off"
      disabled={disabled}
      autoFocus={autoFocus}
      large
      ref={ref}
    />
  );
}

/** The amount of a payment form (react-hook-form, its string field `amount`), validated against `limits`. */
export function FormAmountField<F extends { amount: string }>({
  control,
  limits,
  decimals,
  disabled,
}: {
  control: Control<F>;
  limits: Limits;
  decimals?: boolean;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({
    control,
    // F has a string `amount`; TypeScript cannot resolve a path of a generic form type on its own.
    name: 'amount' as FieldPath<F>,
    rules: { validate: (value: string) => checkAmount(parseSum(value), limits) ?? true },
  });
  return (
    <AmountField
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldState.error?.message}
      limits={limits}
      decimals={decimals}
      disabled={disabled}
    />
  );
}
