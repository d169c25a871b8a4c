// The amount in so'm, grouped by thousands as it is typed; with decimals only where the service allows them.
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { amountInput, MaskedField } from '#client/ui/masked-field.tsx';
import type { Limits } from '../flow-rules.ts';
import { useFormat } from './use-format.ts';

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
