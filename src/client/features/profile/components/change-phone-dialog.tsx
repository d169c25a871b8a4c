// Change phone (spec 01 §2.8, §4): the new phone, then the code sent to it with the 60 s resend timer. Cancel on
// the first step closes; back on the second returns to the first.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { OTP_RESEND_SECONDS, otpField } from '#shared/api/auth.ts';
import { changePhone } from '#shared/api/profile.ts';
import { formatPhone, normalisePhone } from '#shared/phone.ts';
import { useLastSentCode } from '#client/lib/dev-sms.ts';
import { showServerError } from '#client/lib/forms.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { ResendButton } from '#client/ui/resend-button.tsx';
import { TestCodeHint } from '#client/ui/test-code-hint.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useRequestPhoneChange } from '../api/change-phone.ts';
import { useConfirmPhoneChange } from '../api/confirm-change-phone.ts';

type Sent = { phone: string; token: string };

export function ChangePhoneDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<Sent | null>(null);
  const sentTo = sent ? formatPhone(sent.phone) : '';
  const close = (next: boolean) => {
    if (!next) setSent(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t`Изменить номер телефона`}
      description={sent ? t`Код отправлен на номер ${sentTo}` : t`На новый номер придёт код подтверждения.`}
      closeLabel={t`Закрыть`}
    >
      {sent ? (
        <CodeForm sent={sent} onResent={setSent} onBack={() => setSent(null)} onDone={() => close(false)} />
      ) : (
        <PhoneForm onSent={setSent} onCancel={() => close(false)} />
      )}
    </Dialog>
  );
}

// The call's own body schema: exactly the 9 local digits (spec 01 §5), which the phone mask hands over.
const phoneSchema = changePhone.body!;

function PhoneForm({ onSent, onCancel }: { onSent: (sent: Sent) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const requestChange = useRequestPhoneChange();
  const form = useForm({ resolver: valibotResolver(phoneSchema), defaultValues: { phone: '' } });
  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      const { token } = await requestChange.mutateAsync({ phone });
      onSent({ phone, token });
    } catch (error) {
      showServerError(form, error, { field: 'phone' });
    }
  });
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <FormError control={form.control} />
      <FormField control={form.control} name="phone" label={t`Новый номер телефона`} mask="phone" placeholder="+998 __ ___ __ __" type="tel" inputMode="tel" autoComplete="tel" autoFocus />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Отмена</Trans>
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Получить код</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

const codeSchema = v.object({ otp: otpField });

function CodeForm({ sent, onResent, onBack, onDone }: { sent: Sent; onResent: (sent: Sent) => void; onBack: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const requestChange = useRequestPhoneChange();
  const confirmChange = useConfirmPhoneChange();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const lastCode = useLastSentCode(normalisePhone(sent.phone) ?? sent.phone);
  const form = useForm({ resolver: valibotResolver(codeSchema), defaultValues: { otp: '' } });

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await confirmChange.mutateAsync({ otpToken: sent.token, otp });
      notify.success(t`Номер телефона успешно обновлён`);
      onDone();
    } catch (error) {
      showServerError(form, error, { field: 'otp', clear: true });
    }
  });
  const resend = async () => {
    form.clearErrors();
    try {
      const { token } = await requestChange.mutateAsync({ phone: sent.phone });
      onResent({ phone: sent.phone, token });
      countdown.restart();
      form.resetField('otp');
      lastCode.refresh();
    } catch (error) {
      showServerError(form, error);
    }
  };

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <TestCodeHint code={lastCode.code} />
      <FormError control={form.control} />
      <FormField control={form.control} name="otp" label={t`Код подтверждения`} mask="otp" inputMode="numeric" autoComplete="one-time-code" code autoFocus />
      <ResendButton remaining={countdown.remaining} loading={requestChange.isPending} onResend={() => void resend()} />
      <DialogActions>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Назад</Trans>
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Подтвердить</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
