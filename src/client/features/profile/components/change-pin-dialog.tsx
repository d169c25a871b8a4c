// Change PIN (spec 01 §2.8, §5): current PIN, new PIN, the new one again; a mismatch says "Не соответствует
// новому паролю" and a wrong current PIN clears that field.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { changePinForm } from '#shared/api/profile.ts';
import { pinWeakness } from '#shared/pin-strength.ts';
import { isApiError } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Dialog, DialogFormActions } from '#client/ui/dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useChangePin } from '../api/change-password.ts';

const EMPTY = { oldPassword: '', newPassword: '', repeatPassword: '' };

export function ChangePinDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const changePin = useChangePin();
  const { profile } = useSignedIn();
  const form = useForm({ resolver: valibotResolver(changePinForm), defaultValues: EMPTY });

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    const weakness = pinWeakness(newPassword, profile.phone);
    if (weakness) {
      form.setError('newPassword', { message: weakness }, { shouldFocus: true });
      return;
    }
    try {
      await changePin.mutateAsync({ oldPassword, newPassword });
      notify.success(t`PIN-код успешно обновлён`);
      close(false);
    } catch (error) {
      showServerError(form, error, isApiError(error, 'old_password_is_incorrect') ? { field: 'oldPassword', clear: true } : {});
    }
  });

  const pin = { mask: 'pin', type: 'password', inputMode: 'numeric', code: true } as const;
  return (
    <Dialog open={open} onOpenChange={close} title={t`Изменить PIN-код`} closeLabel={t`Закрыть`}>
      <form className="ap-stack" onSubmit={submit} noValidate>
        <FormError control={form.control} />
        <FormField control={form.control} name="oldPassword" label={t`Текущий PIN-код`} autoComplete="current-password" autoFocus {...pin} />
        <FormField control={form.control} name="newPassword" label={t`Новый PIN-код`} autoComplete="new-password" {...pin} />
        <FormField control={form.control} name="repeatPassword" label={t`Повторите новый PIN-код`} autoComplete="new-password" {...pin} />
        <DialogFormActions back={<Trans>Отмена</Trans>} onBack={() => close(false)} submit={<Trans>Сохранить</Trans>} submitting={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
