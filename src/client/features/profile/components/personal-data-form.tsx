// Personal data (spec 01 §2.6, §2.8, §5): photo, first and last name required, surname (profile page only) and
// email optional. Used by the completion step after registration and by /profile.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { profileForm, type Profile } from '#shared/api/profile.ts';
import { isApiError } from '#client/lib/api.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useSaveProfile } from '../api/update-profile.ts';
import { PhotoField, type Photo } from '#client/ui/photo-field.tsx';

type PersonalDataFormProps = {
  profile: Profile;
  withSurname: boolean;
  submitLabel: ReactNode;
  /** Extra buttons beside the submit one (the completion step's logout). */
  actions?: ReactNode;
};

export function PersonalDataForm({ profile, withSurname, submitLabel, actions }: PersonalDataFormProps) {
  const { t } = useLingui();
  const save = useSaveProfile();
  const [photo, setPhoto] = useState<Photo | null>(profile.image && !profile.image.deleted ? profile.image : null);
  const form = useForm({
    resolver: valibotResolver(profileForm),
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      surname: profile.surname ?? '',
      email: profile.email ?? '',
      imageId: photo?.id ?? null,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, surname: withSurname ? values.surname : profile.surname });
      notify.success(t`Профиль успешно обновлён`);
    } catch (error) {
      showServerError(form, error, isApiError(error, 'email_is_exists') ? { field: 'email' } : {});
    }
  });

  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <FormError control={form.control} />
      <PhotoField
        photo={photo}
        name={fullName}
        onChange={(next) => {
          setPhoto(next);
          form.setValue('imageId', next?.id ?? null, { shouldDirty: true });
        }}
      />
      <div className="ap-form-grid">
        <FormField control={form.control} name="firstName" label={t`Имя`} autoComplete="given-name" />
        <FormField control={form.control} name="lastName" label={t`Фамилия`} autoComplete="family-name" />
        {withSurname && (
          <FormField control={form.control} name="surname" label={t`Отчество`} optional={t`необязательно`} autoComplete="additional-name" />
        )}
        <FormField
          control={form.control}
          name="email"
          label={t`Электронная почта`}
          optional={t`необязательно`}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </div>
      <div className="ap-row">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
