// spec 01 §2.8 /profile/business: the business's legal information as registered, read only (changes go through
// support); the bank is looked up by its MFO and named in the interface language. Below it, the business's one setting:
// whether payments need an open shift (issue 24).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { BusinessDetails } from '../components/business-details.tsx';
import { ShiftSetting } from '../components/shift-setting.tsx';

export default function BusinessPage() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Данные бизнеса</Trans>
      </h2>
      {profile.business ? <BusinessDetails business={profile.business} editable={profile.role === 'AGENT'} /> : <p className="ap-text-muted">{t`Бизнес ещё не зарегистрирован`}</p>}
      {profile.business?.status === 'ACTIVE' && (
        <>
          <h2 className="ap-subtitle">
            <Trans>Смены</Trans>
          </h2>
          <ShiftSetting />
        </>
      )}
    </div>
  );
}
