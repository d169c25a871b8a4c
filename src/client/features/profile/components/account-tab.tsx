// Security › Account (spec 01 §2.8): the PIN row and the phone row, each opening its change flow.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { formatPhone } from '#shared/phone.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { formatDate } from '#client/lib/dates.ts';
import { Button } from '#client/ui/button.tsx';
import { Icon, type IconName } from '#client/ui/icons.tsx';
import { ChangePhoneDialog } from './change-phone-dialog.tsx';
import { ChangePinDialog } from './change-pin-dialog.tsx';

function Row({ icon, title, meta, action }: { icon: IconName; title: ReactNode; meta: ReactNode; action: ReactNode }) {
  return (
    <li className="ap-list__item">
      <span className="ap-list__icon">
        <Icon name={icon} />
      </span>
      <div className="ap-list__body">
        <p className="ap-list__title">{title}</p>
        <p className="ap-list__meta">{meta}</p>
      </div>
      {action}
    </li>
  );
}

export function AccountTab() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const [dialog, setDialog] = useState<'pin' | 'phone' | null>(null);
  const changed = profile.passwordChangeDate ? formatDate(profile.passwordChangeDate) : null;
  return (
    <>
      <ul className="ap-list">
        <Row
          icon="lock"
          title={t`PIN-код`}
          meta={changed ? t`Изменён ${changed}` : t`6 цифр для входа в аккаунт`}
          action={
            <Button small variant="secondary" onClick={() => setDialog('pin')}>
              <Trans>Изменить</Trans>
            </Button>
          }
        />
        <Row
          icon="phone"
          title={t`Номер телефона`}
          meta={formatPhone(profile.phone)}
          action={
            <Button small variant="secondary" onClick={() => setDialog('phone')}>
              <Trans>Изменить</Trans>
            </Button>
          }
        />
      </ul>
      <ChangePinDialog open={dialog === 'pin'} onOpenChange={(open) => setDialog(open ? 'pin' : null)} />
      <ChangePhoneDialog open={dialog === 'phone'} onOpenChange={(open) => setDialog(open ? 'phone' : null)} />
    </>
  );
}
