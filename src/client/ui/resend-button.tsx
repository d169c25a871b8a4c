// The resend-code button of spec 01 §4: disabled while the 60 s countdown runs, showing the seconds left.
import { useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';

export function ResendButton({ remaining, loading, onResend }: { remaining: number; loading: boolean; onResend: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" block disabled={remaining > 0} loading={loading} onClick={onResend}>
      {remaining > 0 ? t`Отправить код повторно через ${remaining} с` : t`Отправить код повторно`}
    </Button>
  );
}
