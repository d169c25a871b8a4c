// Staff sign-in (issue 15): login, password and the 6-digit code of the staff user's authenticator app. A locked
// account says until when (the server's `fields.lockedUntil`).
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffSignInBody } from '#shared/api/staff.ts';
import { isApiError } from '#client/lib/api.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { staffSignIn } from '#shared/api/staff-accounts.ts';
import { request } from '#client/lib/api.ts';
import { StaffFormError } from './components/form-error.tsx';
import { StaffLanguageSelect } from './layout.tsx';
import { startStaffSession } from '#client/lib/staff-session.ts';

export function SignInPage() {
  const { t } = useLingui();
  const [lockedUntil, setLockedUntil] = useState<string | null>(null);
  const form = useForm<v.InferInput<typeof staffSignInBody>>({ resolver: valibotResolver(staffSignInBody), defaultValues: { login: '', password: '', code: '' } });

  const submit = form.handleSubmit(async (values) => {
    setLockedUntil(null);
    try {
      startStaffSession(await request(staffSignIn, { body: values }));
    } catch (error) {
      // The code is single-use and short-lived: a refused sign-in clears it; the login and password stay.
      form.setValue('code', '');
      if (isApiError(error, 'pin_attempts_exceeded')) setLockedUntil(error.fields.lockedUntil ?? null);
      showServerError(form, error);
    }
  });

  return (
    <main className="staff__sign-in ap-card ap-stack">
      <div className="ap-row ap-row--between">
        <h1 className="ap-title">{t`Вход в консоль сотрудника`}</h1>
        <StaffLanguageSelect />
      </div>
      <form className="ap-stack" onSubmit={(event) => void submit(event)} noValidate>
        <StaffFormError control={form.control} />
        {lockedUntil && <Banner tone="warning">{t`Вход снова станет доступен ${formatDateTime(lockedUntil)}`}</Banner>}
        <FormField control={form.control} name="login" label={t`Логин`} autoComplete="username" autoFocus />
        <FormField control={form.control} name="password" label={t`Пароль`} type="password" autoComplete="current-password" />
        <FormField
          control={form.control}
          name="code"
          label={t`Код из приложения-аутентификатора`}
          inputMode="numeric"
          autoComplete="one-time-code"
          code
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Войти`}
        </Button>
      </form>
    </main>
  );
}
