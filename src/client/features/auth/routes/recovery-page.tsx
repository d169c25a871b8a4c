// PIN recovery at /recovery (spec 01 §2.5, §4, §8): phone → code → (business identification when the account has
// a business) → new PIN → repeat → success page with a login button. The code is always asked for: recovery must
// prove the phone, and only the code confirmation says whether the account has a business.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '#client/lib/api.ts';
import { errorText } from '#client/lib/messages.ts';
import { ButtonLink } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { notify } from '#client/ui/toast.tsx';
import { recoverBusinessPin } from '../api/change-password.ts';
import { recoverPin } from '../api/change-password-not-business.ts';
import { confirmCode } from '../api/confirm-otp.ts';
import { sendCode } from '../api/request-otp.ts';
import { AuthFrame, StepHeader } from '../components/auth-frame.tsx';
import { BusinessStep, type BusinessIdentification } from '../components/business-step.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { PhoneStep } from '../components/phone-step.tsx';
import { PinStep } from '../components/pin-step.tsx';

type Confirmed = { phone: string; confirmToken: string; business: BusinessIdentification | null };
type Step =
  | { name: 'phone'; phone: string }
  | { name: 'code'; phone: string; otpToken: string; sentAt: number }
  | { name: 'business'; phone: string; confirmToken: string }
  | ({ name: 'set-pin' } & Confirmed)
  | ({ name: 'confirm-pin'; pin: string } & Confirmed)
  | { name: 'done' };

export default function RecoveryPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'phone', phone: '' });

  const start = async (phone: string) => {
    try {
      const { answer, sentAt } = await sendCode({ phone });
      setStep({ name: 'code', phone, otpToken: answer.token, sentAt });
    } catch (error) {
      notify.error(errorText(i18n, error));
      if (isApiError(error, 'user_with_this_phone_not_found')) navigate(`/register?phone=${phone}`);
    }
  };
  const toPhone = () => setStep({ name: 'phone', phone: 'phone' in step ? step.phone : '' });

  const finish = async (confirmed: Confirmed, newPassword: string) => {
    const { confirmToken, business } = confirmed;
    try {
      if (business) await recoverBusinessPin({ confirmToken, newPassword, ...business, hasBusiness: true });
      else await recoverPin({ confirmToken, newPassword });
      setStep({ name: 'done' });
    } catch (error) {
      notify.error(errorText(i18n, error));
      toPhone();
    }
  };

  const footer = (
    <span>
      <Trans>
        Вспомнили PIN-код? <Link to="/">Войти</Link>
      </Trans>
    </span>
  );

  return (
    <AuthFrame footer={footer}>
      {step.name === 'phone' && (
        <PhoneStep
          title={t`Восстановление PIN-кода`}
          description={t`Введите номер телефона аккаунта: мы отправим на него код подтверждения.`}
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
            const { answer } = await sendCode({ phone: step.phone });
            setStep({ ...step, otpToken: answer.token });
          }}
          onSubmit={async (otp, trusted) => {
            const confirmed = await confirmCode({ otpToken: step.otpToken, otp, trusted });
            if (confirmed.hasBusines) setStep({ name: 'business', phone: step.phone, confirmToken: confirmed.confirmToken });
            else setStep({ name: 'set-pin', phone: step.phone, confirmToken: confirmed.confirmToken, business: null });
          }}
        />
      )}
      {step.name === 'business' && (
        <BusinessStep onBack={toPhone} onSubmit={(business) => setStep({ ...step, name: 'set-pin', business })} />
      )}
      {step.name === 'set-pin' && (
        <PinStep
          key="set-pin"
          title={t`Новый PIN-код`}
          description={t`Придумайте новый PIN-код из 6 цифр.`}
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
          submitLabel={t`Сохранить PIN-код`}
          autoComplete="new-password"
          mustEqual={step.pin}
          onBack={() => setStep({ ...step, name: 'set-pin' })}
          onSubmit={(pin) => finish(step, pin)}
        />
      )}
      {step.name === 'done' && (
        <div className="ap-stack">
          <span className="ap-status__icon">
            <Icon name="check" size={28} />
          </span>
          <StepHeader title={t`PIN-код изменён`}>
            <Trans>Теперь войдите в аккаунт с новым PIN-кодом.</Trans>
          </StepHeader>
          <ButtonLink to="/" block>
            <Trans>Войти</Trans>
          </ButtonLink>
        </div>
      )}
    </AuthFrame>
  );
}
