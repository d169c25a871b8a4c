// The one-time code step (spec 01 §2.3–2.5): 6 digits, a resend button behind a 60 s countdown from when the code was
// sent (before a reload too, issue 16) that restarts on each resend, "trust this device", and in test mode the last
// code the dev outbox holds for the phone.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { OTP_RESEND_SECONDS, otpField } from '#shared/api/auth.ts';
import { formatPhone } from '#shared/phone.ts';
import { useLastSentCode } from '#client/lib/dev-sms.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Checkbox } from '#client/ui/checkbox.tsx';
import { ResendButton } from '#client/ui/resend-button.tsx';
import { TestCodeHint } from '#client/ui/test-code-hint.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import { StepHeader } from './auth-frame.tsx';
import { useStepForm } from './use-step-form.ts';

type CodeStepProps = {
  phone: string;
  /** When the code was sent: the countdown shows the time left of the server's window. */
  sentAt: number;
  onSubmit: (otp: string, trusted: boolean) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
};

export function CodeStep({ phone, sentAt, onSubmit, onResend, onBack }: CodeStepProps) {
  const { t } = useLingui();
  const [trusted, setTrusted] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(OTP_RESEND_SECONDS, sentAt);
  const lastCode = useLastSentCode(phone);
  const form = useStepForm('otp', otpField);

  const submit = form.handleSubmit(async (otp) => {
    try {
      await onSubmit(otp, trusted);
    } catch (error) {
      form.showServerError(error, { onField: true, clear: true });
    }
  });

  const resend = async () => {
    setResending(true);
    form.clearErrors();
    try {
      await onResend();
      countdown.restart();
      form.reset();
      lastCode.refresh();
    } catch (error) {
      form.showServerError(error);
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
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <TextField
        {...form.field}
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
      <Button type="submit" block loading={form.submitting}>
        <Trans>Подтвердить</Trans>
      </Button>
      <ResendButton remaining={countdown.remaining} loading={resending} onResend={() => void resend()} />
    </form>
  );
}
