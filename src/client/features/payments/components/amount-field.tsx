// The amount in so'm, grouped by thousands as it is typed; with decimals only where the service allows them. A payment
// form's amount has the quick amounts under it (issue 24 item 4, decision 188), and the keys that move a cashier on:
// Enter in a payer field goes to the amount.
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { formatSum, type Tiyin } from '#shared/money.ts';
import { amountInput, MaskedField } from '#client/ui/masked-field.tsx';
import { checkAmount, parseSum, quickAmounts, type Limits } from '../flow-rules.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { sumText } from './use-submit-payment.ts';

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
  name?: string;
  /** The form's ref, so a failed submit can focus the field. */
  ref?: Ref<HTMLInputElement>;
};

export function AmountField({ value, onChange, onBlur, error, limits, decimals = false, disabled, autoFocus, label, name, ref }: AmountFieldProps) {
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
      name={name}
      ref={ref}
    />
  );
}

/**
 * The amount of a payment form (react-hook-form, its string field `amount`), validated against `limits`, with the
 * quick amounts within them. `onQuick` runs after a quick amount is put in the field (the flow may move on).
 */
export function FormAmountField<F extends { amount: string }>({
  control,
  limits,
  decimals,
  disabled,
  autoFocus,
  onQuick,
}: {
  control: Control<F>;
  limits: Limits;
  decimals?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  onQuick?: () => void;
}) {
  const { field, fieldState } = useController({
    control,
    // F has a string `amount`; TypeScript cannot resolve a path of a generic form type on its own.
    name: 'amount' as FieldPath<F>,
    rules: { validate: (value: string) => checkAmount(parseSum(value), limits) ?? true },
  });
  return (
    <div className="ap-ws-amount">
      <AmountField
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        name={field.name}
        error={fieldState.error?.message}
        limits={limits}
        decimals={decimals}
        disabled={disabled}
        autoFocus={autoFocus}
      />
      {!disabled && (
        <QuickAmounts
          amounts={quickAmounts(limits)}
          current={parseSum(field.value)}
          onPick={(amount) => {
            field.onChange(sumText(amount));
            onQuick?.();
          }}
        />
      )}
    </div>
  );
}

/** decision 188: one tap puts a common amount in the field; the one in the field now shows pressed. */
export function QuickAmounts({ amounts, current, onPick }: { amounts: Tiyin[]; current: Tiyin | null; onPick: (amount: Tiyin) => void }) {
  const { t } = useLingui();
  if (amounts.length === 0) return null;
  return (
    <div className="ap-ws-quick-amounts" role="group" aria-label={t`Быстрые суммы, сум`}>
      {amounts.map((amount) => (
        <button key={amount} type="button" className="ap-ws-chip" aria-pressed={amount === current} onClick={() => onPick(amount)}>
          {formatSum(amount)}
        </button>
      ))}
    </div>
  );
}

/**
 * issue 24 item 4: Enter in a payer field while the amount is still empty goes on to the amount (once `fields` are
 * valid, their errors shown otherwise) instead of submitting the step and flagging the empty amount. With an amount
 * in the field Enter submits the step as before; Enter in the amount submits it too.
 */
export function enterMovesToAmount<F extends FieldValues & { amount: string }>(form: UseFormReturn<F>, fields: FieldPath<F>[]) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.name === 'amount') return;
    const amount = 'amount' as FieldPath<F>;
    const typed = form.getValues(amount) as string;
    const amountInput = event.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]');
    if (typed || !amountInput || amountInput.disabled) return;
    event.preventDefault();
    void form.trigger(fields, { shouldFocus: true }).then((valid) => valid && form.setFocus(amount));
  };
}
