// Registration at /register (spec 01 §2.4, §4): phone → code → choose a PIN → repeat it; setting the PIN signs
// the new user in and the shell shows the personal data step. A registered phone goes to / carrying the phone.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatPhone, normalisePhone } from '#shared/phone.ts';
import { isApiError } from '#client/lib/api.ts';
import { errorText } from '#client/lib/messages.ts';
import { notify } from '#client/ui/toast.tsx';
import { confirmCode } from '../api/confirm-otp.ts';
import { sendSignUpCode } from '../api/request-sign-up-otp.ts';
import { setPin } from '../api/set-password.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { PhoneNotice } from '../components/phone-notice.tsx';
import { PhoneStep } from '../components/phone-step.tsx';
import { PinStep } from '../components/pin-step.tsx';

type Step =
  | { name: 'notice'; phone: string }
  | { name: 'phone'; phone: string }
  | { name: 'code'; phone: string; otpToken: string; sentAt: number }
  | { name: 'set-pin'; phone: string; confirmToken: string }
  | { name: 'confirm-pin'; phone: string; confirmToken: string; pin: string };

export default function RegisterPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => {
    const phone = normalisePhone(params.get('phone') ?? '');
    return phone ? { name: 'notice', phone } : { name: 'phone', phone: '' };
  });

  const start = async (phone: string) => {
    try {
      const { answer: otp, sentAt } = await sendSignUpCode({ phone });
      if (otp.confirmable) setStep({ name: 'code', phone, otpToken: otp.token, sentAt });
      else setStep({ name: 'set-pin', phone, confirmToken: otp.token });
    } catch (error) {
      if (isApiError(error, 'phone_is_exists')) {
        navigate(`/?phone=${phone}`);
        return;
      }
      throw error;
    }
  };
  const toPhone = () => setStep({ name: 'phone', phone: step.phone });
  const phoneText = formatPhone(step.phone);

  const footer = (
    <span>
      <Trans>
        Уже есть аккаунт? <Link to="/">Войти</Link>
      </Trans>
    </span>
  );

  return (
    <AuthFrame footer={footer}>
      {step.name === 'notice' && (
        <PhoneNotice
          title={t`Аккаунт не найден`}
          description={t`Номер ${phoneText} ещё не зарегистрирован. Создайте аккаунт — это займёт пару минут.`}
          continueLabel={t`Зарегистрироваться`}
          onContinue={() => start(step.phone)}
          onOtherPhone={() => setStep({ name: 'phone', phone: '' })}
        />
      )}
      {step.name === 'phone' && (
        <PhoneStep
          title={t`Регистрация`}
          description={t`Укажите номер телефона: на него придёт код подтверждения.`}
          submitLabel={t`Получить код`}
          defaultPhone={step.phone}
          onSubmit={start}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          phone={step.phone}
          sentAt={step.sentAt}
          onBack={toPhone}
          onResend={async () => {
            const { answer } = await sendSignUpCode({ phone: step.phone });
            setStep({ ...step, otpToken: answer.token });
          }}
          onSubmit={async (otp, trusted) => {
            const { confirmToken } = await confirmCode({ otpToken: step.otpToken, otp, trusted });
            setStep({ name: 'set-pin', phone: step.phone, confirmToken });
          }}
        />
      )}
      {step.name === 'set-pin' && (
        <PinStep
          key="set-pin"
          title={t`Придумайте PIN-код`}
          description={t`PIN-код из 6 цифр понадобится при каждом входе.`}
          label={t`Новый PIN-код`}
          submitLabel={t`Продолжить`}
          autoComplete="new-password"
          choosingFor={step.phone}
          onSubmit={async (pin) => setStep({ ...step, name: 'confirm-pin', pin })}
        />
      )}
      {step.name === 'confirm-pin' && (
        <PinStep
          key="confirm-pin"
          title={t`Повторите PIN-код`}
          label={t`PIN-код ещё раз`}
          submitLabel={t`Создать аккаунт`}
          autoComplete="new-password"
          mustEqual={step.pin}
          onBack={() => setStep({ name: 'set-pin', phone: step.phone, confirmToken: step.confirmToken })}
          onSubmit={async (password) => {
            try {
              await setPin({ confirmToken: step.confirmToken, password });
            } catch (error) {
              // The confirmation has expired or was used: the code has to be asked for again.
              notify.error(errorText(i18n, error));
              toPhone();
            }
          }}
        />
      )}
    </AuthFrame>
  );
}
