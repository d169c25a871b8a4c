// Change phone (spec 01 §2.8, §4): the current PIN (issue 14 item 4: an access token alone must not move the
// account), the new phone, then the code sent to it with the 60 s resend timer. Cancel on the first step closes;
// back returns one step. A PIN confirmation that ran out while the dialog stayed open leads back to the PIN.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { OTP_RESEND_SECONDS, otpField } from '#shared/api/auth.ts';
import { changePhone, confirmPin } from '#shared/api/profile.ts';
import { formatPhone, normalisePhone } from '#shared/phone.ts';
import { isApiError } from '#client/lib/api.ts';
import { useLastSentCode } from '#client/lib/dev-sms.ts';
import { showServerError } from '#client/lib/forms.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { Dialog, DialogFormActions } from '#client/ui/dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { ResendButton } from '#client/ui/resend-button.tsx';
import { TestCodeHint } from '#client/ui/test-code-hint.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useRequestPhoneChange } from '../api/change-phone.ts';
import { useConfirmPhoneChange } from '../api/confirm-change-phone.ts';
import { useConfirmPin } from '../api/confirm-pin.ts';

/** The code step: the new phone, the token of the code sent to it, and when it was sent (the resend timer). */
type Sent = { phone: string; token: string; sentAt: number };

export function ChangePhoneDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const [pinToken, setPinToken] = useState<string | null>(null);
  const [pinExpired, setPinExpired] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const sentTo = sent ? formatPhone(sent.phone) : '';
  const close = (next: boolean) => {
    if (!next) {
      setSent(null);
      setPinToken(null);
      setPinExpired(false);
    }
    onOpenChange(next);
  };
  const onPinExpired = () => {
    setSent(null);
    setPinToken(null);
    setPinExpired(true);
  };
  const description = sent
    ? t`Код отправлен на номер ${sentTo}`
    : pinToken
      ? t`На новый номер придёт код подтверждения.`
      : t`Чтобы изменить номер, подтвердите, что это вы: введите текущий PIN-код.`;
  return (
    <Dialog open={open} onOpenChange={close} title={t`Изменить номер телефона`} description={description} closeLabel={t`Закрыть`}>
      {!pinToken ? (
        <PinForm
          expired={pinExpired}
          onConfirmed={(token) => {
            setPinToken(token);
            setPinExpired(false);
          }}
          onCancel={() => close(false)}
        />
      ) : sent ? (
        <CodeForm
          sent={sent}
          pinToken={pinToken}
          onResent={setSent}
          onPinExpired={onPinExpired}
          onBack={() => setSent(null)}
          onDone={() => close(false)}
        />
      ) : (
        <PhoneForm pinToken={pinToken} onSent={setSent} onPinExpired={onPinExpired} onBack={() => setPinToken(null)} />
      )}
    </Dialog>
  );
}

const pinSchema = confirmPin.body!;

function PinForm({ expired, onConfirmed, onCancel }: { expired: boolean; onConfirmed: (token: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const confirm = useConfirmPin();
  const form = useForm({
    resolver: valibotResolver(pinSchema),
    defaultValues: { pinCode: '' },
    errors: expired ? { root: { server: { type: 'server', message: 'pin_confirmation_required' } } } : undefined,
  });
  const submit = form.handleSubmit(async ({ pinCode }) => {
    try {
      onConfirmed((await confirm.mutateAsync({ pinCode })).token);
    } catch (error) {
      const wrongPin = isApiError(error, 'old_password_is_incorrect') || isApiError(error, 'pin_attempts_exceeded');
      showServerError(form, error, wrongPin ? { field: 'pinCode', clear: true } : {});
    }
  });
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <FormError control={form.control} />
      <FormField
        control={form.control}
        name="pinCode"
        label={t`Текущий PIN-код`}
        mask="pin"
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        code
        autoFocus
      />
      <DialogFormActions back={<Trans>Отмена</Trans>} onBack={onCancel} submit={<Trans>Продолжить</Trans>} submitting={form.formState.isSubmitting} />
    </form>
  );
}

// The call's own phone schema: exactly the 9 local digits (spec 01 §5), which the phone mask hands over.
const phoneSchema = v.object({ phone: changePhone.body!.entries.phone });

function PhoneForm({
  pinToken,
  onSent,
  onPinExpired,
  onBack,
}: {
  pinToken: string;
  onSent: (sent: Sent) => void;
  onPinExpired: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const requestChange = useRequestPhoneChange();
  const form = useForm({ resolver: valibotResolver(phoneSchema), defaultValues: { phone: '' } });
  const submit = form.handleSubmit(async ({ phone }) => {
    try {
      const { answer, sentAt } = await requestChange.mutateAsync({ phone, pinToken });
      onSent({ phone, token: answer.token, sentAt });
    } catch (error) {
      if (isApiError(error, 'pin_confirmation_required')) onPinExpired();
      else showServerError(form, error, { field: 'phone' });
    }
  });
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <FormError control={form.control} />
      <FormField control={form.control} name="phone" label={t`Новый номер телефона`} mask="phone" placeholder="+998 __ ___ __ __" type="tel" inputMode="tel" autoComplete="tel" autoFocus />
      <DialogFormActions back={<Trans>Назад</Trans>} onBack={onBack} submit={<Trans>Получить код</Trans>} submitting={form.formState.isSubmitting} />
    </form>
  );
}

const codeSchema = v.object({ otp: otpField });

function CodeForm({
  sent,
  pinToken,
  onResent,
  onPinExpired,
  onBack,
  onDone,
}: {
  sent: Sent;
  pinToken: string;
  onResent: (sent: Sent) => void;
  onPinExpired: () => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const requestChange = useRequestPhoneChange();
  const confirmChange = useConfirmPhoneChange();
  const countdown = useCountdown(OTP_RESEND_SECONDS, sent.sentAt);
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
      const { answer, sentAt } = await requestChange.mutateAsync({ phone: sent.phone, pinToken });
      onResent({ phone: sent.phone, token: answer.token, sentAt });
      countdown.restart();
      form.resetField('otp');
      lastCode.refresh();
    } catch (error) {
      if (isApiError(error, 'pin_confirmation_required')) onPinExpired();
      else showServerError(form, error);
    }
  };

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <TestCodeHint code={lastCode.code} />
      <FormError control={form.control} />
      <FormField control={form.control} name="otp" label={t`Код подтверждения`} mask="otp" inputMode="numeric" autoComplete="one-time-code" code autoFocus />
      <ResendButton remaining={countdown.remaining} loading={requestChange.isPending} onResend={() => void resend()} />
      <DialogFormActions back={<Trans>Назад</Trans>} onBack={onBack} submit={<Trans>Подтвердить</Trans>} submitting={form.formState.isSubmitting} />
    </form>
  );
}
