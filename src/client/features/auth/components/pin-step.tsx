// A 6-digit PIN entry (spec 01 §5: exactly 6 on sign-in, registration and recovery). Used to enter the PIN, to
// choose a new one (`choosingFor`: an easy one is refused, issue 25) and to repeat it (`mustEqual`); a refused PIN
// is cleared (spec 01 §8).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { signInPin } from '#shared/api/auth.ts';
import { pinWeakness } from '#shared/pin-strength.ts';
import { Button } from '#client/ui/button.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import { StepHeader } from './auth-frame.tsx';
import { useStepForm } from './use-step-form.ts';

type PinStepProps = {
  title: ReactNode;
  description?: ReactNode;
  label: string;
  submitLabel: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  /** The PIN chosen on the previous step, when this one repeats it. */
  mustEqual?: string;
  /** The account's phone, when this step chooses a new PIN: one easy to guess is refused with its reason. */
  choosingFor?: string;
  onSubmit: (pin: string) => Promise<void>;
  onBack?: () => void;
};

export function PinStep({ title, description, label, submitLabel, autoComplete, mustEqual, choosingFor, onSubmit, onBack }: PinStepProps) {
  const { t } = useLingui();
  const form = useStepForm('password', signInPin);
  const submit = form.handleSubmit(async (password) => {
    if (mustEqual !== undefined && password !== mustEqual) {
      form.setError('pin_mismatch', { clear: true });
      return;
    }
    const weakness = choosingFor === undefined ? null : pinWeakness(password, choosingFor);
    if (weakness) {
      form.setError(weakness, { clear: true });
      return;
    }
    try {
      await onSubmit(password);
    } catch (error) {
      form.showServerError(error, { onField: true, clear: true });
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <StepHeader title={title} onBack={onBack}>
        {description}
      </StepHeader>
      <TextField
        {...form.field}
        label={label}
        mask="pin"
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        hint={t`6 цифр`}
        code
        autoFocus
      />
      <Button type="submit" block loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
