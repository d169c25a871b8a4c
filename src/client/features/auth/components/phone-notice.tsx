// Where another flow sent the user with ?phone= (spec 01 §2.3–2.4): say what was found and offer to continue
// with that phone or to type another one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { errorText } from '#client/lib/messages.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { StepHeader } from './auth-frame.tsx';

type PhoneNoticeProps = {
  title: ReactNode;
  description: ReactNode;
  continueLabel: ReactNode;
  onContinue: () => Promise<void>;
  onOtherPhone: () => void;
};

export function PhoneNotice({ title, description, continueLabel, onContinue, onOtherPhone }: PhoneNoticeProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const proceed = async () => {
    setBusy(true);
    setError(null);
    try {
      await onContinue();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <div className="ap-stack">
      <StepHeader title={title}>{description}</StepHeader>
      {error !== null && <Banner tone="error">{errorText(i18n, error)}</Banner>}
      <Button block loading={busy} onClick={() => void proceed()}>
        {continueLabel}
      </Button>
      <Button block variant="secondary" onClick={onOtherPhone}>
        <Trans>Указать другой номер</Trans>
      </Button>
    </div>
  );
}
