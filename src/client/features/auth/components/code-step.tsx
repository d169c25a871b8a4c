// The one-time code step (spec 01 §2.3–2.5): 6 digits, a resend button behind a 60 s countdown that restarts on
// each resend, "trust this device", and in test mode the last code the dev outbox holds for the phone.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { OTP_RESEND_SECONDS, otpField } from '#shared/api/auth.ts';
import { formatPhone } from '#shared/phone.ts';
import { useLastSentCode } from '#client/lib/dev-sms.ts';
import { showServerError } from '#client/lib/forms.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { Button } from '#client/ui/button.tsx';
import { Checkbox } from '#client/ui/checkbox.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { ResendButton } from '#client/ui/resend-button.tsx';
import { TestCodeHint } from '#client/ui/test-code-hint.tsx';
import { StepHeader } from './auth-frame.tsx';

const schema = v.object({ otp: otpField });

type CodeStepProps = {
  phone: string;
  onSubmit: (otp: string, trusted: boolean) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
};

export function CodeStep({ phone, onSubmit, onResend, onBack }: CodeStepProps) {
  const { t } = useLingui();
  const [trusted, setTrusted] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const lastCode = useLastSentCode(phone);
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { otp: '' } });

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await onSubmit(otp, trusted);
    } catch (error) {
      showServerError(form, error, { field: 'otp', clear: true });
    }
  });

  const resend = async () => {
    setResending(true);
    form.clearErrors();
    try {
      await onResend();
      countdown.restart();
      form.resetField('otp');
      lastCode.refresh();
    } catch (error) {
      showServerError(form, error);
    } finally {
      setResending(false);
    }
  };

  const formattedPhone = formatPhone(phone);
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <StepHeader title={t`Введите код из SMS`} onBack={onBack}>
        <Trans>
          Мы отправили код подтверждения на номер <span className="ap-auth__phone">{formattedPhone}</span>
        </Trans>
      </StepHeader>
      <TestCodeHint code={lastCode.code} />
      <FormError control={form.control} />
      <FormField
        control={form.control}
        name="otp"
        label={t`Код подтверждения`}
        mask="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        code
        autoFocus
      />
      <Checkbox checked={trusted} onChange={setTrusted}>
        <Trans>Доверять этому устройству: входить без кода из SMS</Trans>
      </Checkbox>
      <Button type="submit" block loading={form.formState.isSubmitting}>
        <Trans>Подтвердить</Trans>
      </Button>
      <ResendButton remaining={countdown.remaining} loading={resending} onResend={() => void resend()} />
    </form>
  );
}
