// Step 1 of sign-in, registration and recovery: the phone, +998 ## ### ## ## (spec 01 §5).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { phoneField } from '#shared/api/auth.ts';
import { localPart } from '#shared/phone.ts';
import { Button } from '#client/ui/button.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import { StepHeader } from './auth-frame.tsx';
import { useStepForm } from './use-step-form.ts';

type PhoneStepProps = {
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  defaultPhone?: string;
  /** Gets the 12-digit phone; a thrown error is shown on the field. */
  onSubmit: (phone: string) => Promise<void>;
};

export function PhoneStep({ title, description, submitLabel, defaultPhone = '', onSubmit }: PhoneStepProps) {
  const { t } = useLingui();
  const form = useStepForm('phone', phoneField, localPart(defaultPhone));
  const submit = form.handleSubmit(async (phone) => {
    try {
      await onSubmit(phone);
    } catch (error) {
      form.showServerError(error, { onField: true });
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <StepHeader title={title}>{description}</StepHeader>
      <TextField
        {...form.field}
        label={t`Номер телефона`}
        mask="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+998 __ ___ __ __"
        autoFocus
      />
      <Button type="submit" block loading={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
