// Personal data step at / (spec 01 §2.6): a signed-in user without first and last name completes them here; once
// saved, the shell's access check moves on to the account's home.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { signOut } from '#client/lib/sign-out.ts';
import { Button } from '#client/ui/button.tsx';
import { CenteredFrame } from '#client/ui/centered-frame.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { PersonalDataForm } from '../components/personal-data-form.tsx';

export default function CompletionPage() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const [confirmLogout, setConfirmLogout] = useState(false);
  return (
    <CenteredFrame>
      <div className="ap-stack ap-stack--tight">
        <h1 className="ap-title">
          <Trans>Личные данные</Trans>
        </h1>
        <p className="ap-text-muted">
          <Trans>Расскажите, как к вам обращаться. Фото и электронную почту можно добавить позже.</Trans>
        </p>
      </div>
      <PersonalDataForm
        profile={profile}
        withSurname={false}
        submitLabel={t`Завершить`}
        actions={
          <Button variant="ghost" onClick={() => setConfirmLogout(true)}>
            <Trans>Выйти</Trans>
          </Button>
        }
      />
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={t`Вы уверены, что хотите выйти из аккаунта?`}
        confirmLabel={t`Выйти`}
        cancelLabel={t`Отмена`}
        onConfirm={() => void signOut()}
        danger
      />
    </CenteredFrame>
  );
}
