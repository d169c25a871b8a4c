// The SMS confirmation of a card top-up (spec 02 §4, §5): the card holder's phone (exactly 9 digits) that receives
// the code, then the code (6 digits) with the 60 s resend timer.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { OTP_RESEND_SECONDS } from '#shared/api/auth.ts';
import { useLastSentCode } from '#client/lib/dev-sms.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { MaskedField } from '#client/ui/masked-field.tsx';
import { ResendButton } from '#client/ui/resend-button.tsx';
import { TestCodeHint } from '#client/ui/test-code-hint.tsx';
import { useFormat } from '#client/lib/use-format.ts';

type PhoneStepProps = {
  notice: boolean;
  loading: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: (phone: string) => void;
};

export function CardPhoneStep({ notice, loading, error, onBack, onSubmit }: PhoneStepProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.length !== 9) {
      setProblem(phone ? 'length:9' : 'required');
      return;
    }
    setProblem(null);
    onSubmit(phone);
  };
  const shown = problem ?? error;
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      {notice && <Banner tone="info">{t`Требуется SMS-подтверждение`}</Banner>}
      <p className="ap-text-muted">{t`Код подтверждения придёт на номер владельца карты`}</p>
      <MaskedField
        label={t`Телефон владельца карты`}
        mask={{ mask: '## ### ## ##' }}
        prefix="+998"
        value={phone}
        onChange={setPhone}
        inputMode="tel"
        autoComplete="off"
        autoFocus
        large
        error={shown ? format.code(shown) : undefined}
      />
      <div className="ap-ws-actions">
        <Button variant="secondary" onClick={onBack} disabled={loading}>
          <Trans>Назад</Trans>
        </Button>
        <Button type="submit" loading={loading}>
          <Trans>Получить код</Trans>
        </Button>
      </div>
    </form>
  );
}

type CodeStepProps = {
  phone: string;
  /** When the code was sent, if it was asked for before this step showed (again within 60 s after a reload). */
  sentAt?: number | undefined;
  loading: boolean;
  resending: boolean;
  error: string | null;
  onBack: () => void;
  onResend: () => Promise<void>;
  onSubmit: (code: string) => void;
};

export function CardCodeStep({ phone, sentAt, loading, resending, error, onBack, onResend, onSubmit }: CodeStepProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const countdown = useCountdown(OTP_RESEND_SECONDS, sentAt);
  const lastCode = useLastSentCode(`998${phone}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length < 6) {
      setProblem(code ? 'min_length:6' : 'required');
      return;
    }
    setProblem(null);
    onSubmit(code);
  };
  const shown = problem ?? error;
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <p className="ap-text-muted">{t`Код отправлен на номер ${format.phone(phone)}`}</p>
      <TestCodeHint code={lastCode.code} />
      <MaskedField
        label={t`Код из SMS`}
        mask={{ mask: '######' }}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        large
        error={shown ? format.code(shown) : undefined}
      />
      <div className="ap-ws-actions">
        <Button variant="secondary" onClick={onBack} disabled={loading}>
          <Trans>Назад</Trans>
        </Button>
        <Button type="submit" loading={loading}>
          <Trans>Подтвердить и оплатить</Trans>
        </Button>
      </div>
      <ResendButton
        remaining={countdown.remaining}
        loading={resending}
        onResend={() =>
          void onResend().then(() => {
            countdown.restart();
            lastCode.refresh();
          })
        }
      />
    </form>
  );
}
