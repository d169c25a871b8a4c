// Staff users (issue 15, admin): create one (its second factor's secret and QR code shown once), change a role,
// block or unblock, reset the second factor.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { STAFF_PERSON_ROLES, staffCreateUserBody, type StaffPersonRole, type StaffSecondFactor, type StaffUser } from '#shared/api/staff.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { createStaffUser, listStaffUsers, resetSecondFactor, updateStaffUser } from '#shared/api/staff-accounts.ts';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../api/keys.ts';
import { ErrorBanner, StaffFormError } from '../components/form-error.tsx';
import { SelectFormField } from '../components/select-form-field.tsx';
import { ROLE_NAMES } from '../messages.ts';
import { useStaffSession } from '#client/lib/staff-session.ts';

type NewUser = v.InferInput<typeof staffCreateUserBody>;
const EMPTY: NewUser = { login: '', name: '', role: 'support', password: '' };

/** The second factor's secret, shown once: as a QR code for the authenticator app and as text to type. */
function SecondFactorDialog({ login, secret, onClose }: { login: string; secret: StaffSecondFactor; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Второй фактор для ${login}`}
      description={t`Покажите код сотруднику один раз: после закрытия окна секрет больше не будет показан.`}
      closeLabel={t`Закрыть`}
    >
      <div className="ap-stack">
        <QRCodeSVG value={secret.otpauthUrl} size={200} title={t`QR-код для приложения-аутентификатора`} />
        <div>
          <div className="ap-text-muted">{t`Секрет для ручного ввода`}</div>
          <div className="staff__secret" data-testid="totp-secret">
            {secret.totpSecret}
          </div>
        </div>
        <DialogActions>
          <Button onClick={onClose}>{t`Готово`}</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

function CreateUser({ onCreated }: { onCreated: (login: string, secret: StaffSecondFactor) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<NewUser, unknown, v.InferOutput<typeof staffCreateUserBody>>({ resolver: valibotResolver(staffCreateUserBody), defaultValues: EMPTY });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await request(createStaffUser, { body });
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: staffKeys.users() });
      onCreated(created.user.login, created);
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="ap-subtitle">{t`Новый сотрудник`}</h2>
      <StaffFormError control={form.control} />
      <div className="ap-form-grid">
        <FormField control={form.control} name="login" label={t`Логин`} autoComplete="off" />
        <FormField control={form.control} name="name" label={t`Имя`} autoComplete="off" />
        <SelectFormField
          control={form.control}
          name="role"
          label={t`Роль`}
          options={STAFF_PERSON_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) }))}
        />
        <FormField control={form.control} name="password" label={t`Пароль (не короче 12 символов)`} type="password" autoComplete="new-password" />
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Создать`}
        </Button>
      </div>
    </form>
  );
}

function UserRow({ user, onSecret }: { user: StaffUser; onSecret: (login: string, secret: StaffSecondFactor) => void }) {
  const { t, i18n } = useLingui();
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.users() });
  const update = useMutation({
    mutationFn: (body: { role?: StaffPersonRole; status?: StaffUser['status'] }) => request(updateStaffUser, { params: { id: user.id }, body }),
    onSuccess: () => {
      notify.success(t`Сотрудник ${user.login} изменён`);
      refresh();
    },
  });
  const reset = useMutation({
    mutationFn: () => request(resetSecondFactor, { params: { id: user.id } }),
    onSuccess: (secret) => onSecret(user.login, secret),
  });
  const self = session?.user.id === user.id;
  const person = user.role !== 'service';
  return (
    <tr>
      <td>
        {user.login}
        <div className="ap-table__sub">{user.name}</div>
      </td>
      <td>
        {person && !self ? (
          <SelectField
            label={<span className="ap-visually-hidden">{t`Роль ${user.login}`}</span>}
            value={user.role}
            onChange={(role) => update.mutate({ role: role as StaffPersonRole })}
            options={STAFF_PERSON_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) }))}
            disabled={update.isPending}
          />
        ) : (
          i18n._(ROLE_NAMES[user.role])
        )}
      </td>
      <td>{user.status === 'ACTIVE' ? <Badge tone="success">{t`Активен`}</Badge> : <Badge tone="danger">{t`Заблокирован`}</Badge>}</td>
      <td>{formatDateTime(user.createdAt)}</td>
      <td>
        <ErrorBanner error={update.error ?? reset.error} />
        {person && !self && (
          <div className="ap-row">
            <Button small variant={user.status === 'ACTIVE' ? 'danger' : 'secondary'} onClick={() => update.mutate({ status: user.status === 'ACTIVE' ? 'BLOCKED' : 'ACTIVE' })}>
              {user.status === 'ACTIVE' ? t`Заблокировать` : t`Разблокировать`}
            </Button>
            <Button small variant="secondary" loading={reset.isPending} onClick={() => setResetting(true)}>
              {t`Сбросить второй фактор`}
            </Button>
          </div>
        )}
        <ConfirmDialog
          open={resetting}
          onOpenChange={setResetting}
          title={t`Сбросить второй фактор ${user.login}?`}
          description={t`Старый код перестанет работать; сотруднику понадобится новый секрет.`}
          confirmLabel={t`Сбросить`}
          cancelLabel={t`Отмена`}
          onConfirm={() => reset.mutate()}
          danger
        />
      </td>
    </tr>
  );
}

export default function UsersPage() {
  const { t } = useLingui();
  const [shown, setShown] = useState<{ login: string; secret: StaffSecondFactor } | null>(null);
  const users = useQuery({ queryKey: staffKeys.users(), queryFn: ({ signal }) => request(listStaffUsers, { signal }) });
  const show = (login: string, secret: StaffSecondFactor) => setShown({ login, secret });
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Сотрудники`}</h1>
      <CreateUser onCreated={show} />
      {users.isPending ? (
        <DataLoading />
      ) : users.isError ? (
        <DataError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <div className="ap-table-wrap">
          <table className="ap-table">
            <thead>
              <tr>
                <th>{t`Логин`}</th>
                <th>{t`Роль`}</th>
                <th>{t`Статус`}</th>
                <th>{t`Создан`}</th>
                <th>{t`Действия`}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} onSecret={show} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown && <SecondFactorDialog login={shown.login} secret={shown.secret} onClose={() => setShown(null)} />}
    </div>
  );
}
