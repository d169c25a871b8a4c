// A 6-digit PIN entry (spec 01 §5: exactly 6 on sign-in, registration and recovery). Used to enter the PIN, to
// choose a new one and to repeat it (`mustEqual`); a refused PIN is cleared (spec 01 §8).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { signInPin } from '#shared/api/auth.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { StepHeader } from './auth-frame.tsx';

const schema = v.object({ password: signInPin });

type PinStepProps = {
  title: ReactNode;
  description?: ReactNode;
  label: string;
  submitLabel: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  /** The PIN chosen on the previous step, when this one repeats it. */
  mustEqual?: string;
  onSubmit: (pin: string) => Promise<void>;
  onBack?: () => void;
  children?: ReactNode;
};

export function PinStep({ title, description, label, submitLabel, autoComplete, mustEqual, onSubmit, onBack, children }: PinStepProps) {
  const { t } = useLingui();
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    if (mustEqual !== undefined && password !== mustEqual) {
      form.resetField('password');
      form.setError('password', { message: 'pin_mismatch' }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(password);
    } catch (error) {
      showServerError(form, error, { field: 'password', clear: true });
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <StepHeader title={title} onBack={onBack}>
        {description}
      </StepHeader>
      <FormError control={form.control} />
      <FormField
        control={form.control}
        name="password"
        label={label}
        mask="pin"
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        hint={t`6 цифр`}
        code
        autoFocus
      />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
