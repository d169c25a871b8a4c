// Login at / (spec 01 §2.3, §4): phone → code (unless the device is trusted) → PIN, or set and repeat a PIN when
// the account has none. An unknown phone goes to /register carrying the phone.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { normalisePhone, formatPhone } from '#shared/phone.ts';
import { isApiError } from '#client/lib/api.ts';
import { translateCode } from '#client/lib/messages.ts';
import { getSession, signOutReason } from '#client/lib/session.ts';
import { Banner } from '#client/ui/banner.tsx';
import { checkPhone } from '../api/check-password.ts';
import { confirmCode } from '../api/confirm-otp.ts';
import { enterPin } from '../api/enter-password.ts';
import { sendCode } from '../api/request-otp.ts';
import { setPin } from '../api/set-password.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { PhoneNotice } from '../components/phone-notice.tsx';
import { PhoneStep } from '../components/phone-step.tsx';
import { PinStep } from '../components/pin-step.tsx';

type Step =
  | { name: 'notice'; phone: string }
  | { name: 'phone'; phone: string }
  | { name: 'code'; phone: string; otpToken: string; hasPin: boolean; sentAt: number }
  | { name: 'pin'; phone: string; confirmToken: string }
  | { name: 'set-pin'; phone: string; confirmToken: string }
  | { name: 'confirm-pin'; phone: string; confirmToken: string; pin: string };

/** A confirmed phone goes on to its PIN, or to choosing one when the account has none yet. */
function pinStep(hasPin: boolean, phone: string, confirmToken: string): Step {
  return hasPin ? { name: 'pin', phone, confirmToken } : { name: 'set-pin', phone, confirmToken };
}

export default function LoginPage() {
  const { t, i18n } = useLingui();
  // Why the last session ended, when the server ended it for good (a deactivated or deleted employee).
  const [signedOutBecause] = useState(signOutReason);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => {
    const phone = normalisePhone(params.get('phone') ?? '');
    return phone ? { name: 'notice', phone } : { name: 'phone', phone: '' };
  });

  const start = async (phone: string) => {
    let hasPin: boolean;
    try {
      hasPin = (await checkPhone({ phone })).isPinCodeExists;
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        navigate(`/register?phone=${phone}`);
        return;
      }
      throw error;
    }
    const { answer: otp, sentAt } = await sendCode({ phone, deviceToken: getSession().deviceToken });
    if (otp.confirmable) setStep({ name: 'code', phone, otpToken: otp.token, hasPin, sentAt });
    else setStep(pinStep(hasPin, phone, otp.token));
  };
  const toPhone = () => setStep({ name: 'phone', phone: step.phone });
  const phoneText = formatPhone(step.phone);

  const footer = (
    <>
      <span>
        <Trans>
          Нет аккаунта? <Link to="/register">Зарегистрироваться</Link>
        </Trans>
      </span>
      <Link to="/recovery">
        <Trans>Забыли PIN-код?</Trans>
      </Link>
    </>
  );

  return (
    <AuthFrame footer={footer}>
      {signedOutBecause && step.name === 'phone' && <Banner tone="warning">{translateCode(i18n, signedOutBecause)}</Banner>}
      {step.name === 'notice' && (
        <PhoneNotice
          title={t`Аккаунт уже существует`}
          description={t`Номер ${phoneText} уже зарегистрирован. Войдите в свой аккаунт.`}
          continueLabel={t`Войти`}
          onContinue={() => start(step.phone)}
          onOtherPhone={() => setStep({ name: 'phone', phone: '' })}
        />
      )}
      {step.name === 'phone' && (
        <PhoneStep
          title={t`Вход в Agent Portal`}
          description={t`Введите номер телефона, на который зарегистрирован аккаунт.`}
          submitLabel={t`Продолжить`}
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
            const { answer } = await sendCode({ phone: step.phone, deviceToken: getSession().deviceToken });
            setStep({ ...step, otpToken: answer.token });
          }}
          onSubmit={async (otp, trusted) => {
            const { confirmToken } = await confirmCode({ otpToken: step.otpToken, otp, trusted });
            setStep(pinStep(step.hasPin, step.phone, confirmToken));
          }}
        />
      )}
      {step.name === 'pin' && (
        <PinStep
          title={t`Введите PIN-код`}
          description={phoneText}
          label={t`PIN-код`}
          submitLabel={t`Войти`}
          autoComplete="current-password"
          onBack={toPhone}
          onSubmit={async (password) => {
            await enterPin({ confirmToken: step.confirmToken, password });
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
          onBack={toPhone}
          onSubmit={async (pin) => setStep({ ...step, name: 'confirm-pin', pin })}
        />
      )}
      {step.name === 'confirm-pin' && (
        <PinStep
          key="confirm-pin"
          title={t`Повторите PIN-код`}
          label={t`PIN-код ещё раз`}
          submitLabel={t`Войти`}
          autoComplete="new-password"
          mustEqual={step.pin}
          onBack={() => setStep({ name: 'set-pin', phone: step.phone, confirmToken: step.confirmToken })}
          onSubmit={async (password) => {
            try {
              await setPin({ confirmToken: step.confirmToken, password });
            } catch (error) {
              // spec 01 §8: no message; the PIN was set meanwhile (another tab, another device): the user enters it.
              if (!isApiError(error, 'employee_pin_already_set')) throw error;
              setStep({ name: 'pin', phone: step.phone, confirmToken: step.confirmToken });
            }
          }}
        />
      )}
    </AuthFrame>
  );
}
