// Step 1 of sign-in, registration and recovery: the phone, +998 ## ### ## ## (spec 01 §5).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { phoneField } from '#shared/api/auth.ts';
import { localPart } from '#shared/phone.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { StepHeader } from './auth-frame.tsx';

const schema = v.object({ phone: phoneField });

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
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { phone: localPart(defaultPhone) } });
  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      await onSubmit(phone);
    } catch (error) {
      showServerError(form, error, { field: 'phone' });
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <StepHeader title={title}>{description}</StepHeader>
      <FormError control={form.control} />
      <FormField
        control={form.control}
        name="phone"
        label={t`Номер телефона`}
        mask="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+998 __ ___ __ __"
        autoFocus
      />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
