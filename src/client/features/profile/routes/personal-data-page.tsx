import { Trans, useLingui } from '@lingui/react/macro';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { PersonalDataForm } from '../components/personal-data-form.tsx';

export default function PersonalDataPage() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Личные данные</Trans>
      </h2>
      <PersonalDataForm key={profile.id} profile={profile} withSurname submitLabel={t`Сохранить`} />
    </div>
  );
}
