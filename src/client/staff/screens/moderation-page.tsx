// Moderation (issue 15): the businesses waiting for a decision, oldest first; one business in detail; revoking the
// signature of an active business whose owner's key was revoked.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Route, Routes } from 'react-router-dom';
import * as v from 'valibot';
import { formatDateTime } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { notify } from '#client/ui/toast.tsx';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../api/keys.ts';
import { listStaffBusinesses, revokeSignature } from '#shared/api/staff-businesses.ts';
import { StaffFormError } from '../components/form-error.tsx';
import { BusinessDetail } from './business-detail.tsx';

function Queue() {
  const { t } = useLingui();
  const businesses = useQuery({ queryKey: staffKeys.businesses(), queryFn: ({ signal }) => request(listStaffBusinesses, { query: {}, signal }) });
  if (businesses.isPending) return <DataLoading />;
  if (businesses.isError) return <DataError error={businesses.error} onRetry={() => void businesses.refetch()} />;
  if (businesses.data.length === 0) return <NothingToList icon="check">{t`Нет бизнесов, ожидающих модерации`}</NothingToList>;
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th>{t`ИНН`}</th>
            <th>{t`Название`}</th>
            <th>{t`Владелец`}</th>
            <th>{t`Отправлен`}</th>
          </tr>
        </thead>
        <tbody>
          {businesses.data.map((business) => (
            <tr key={business.taxNumber}>
              <td>
                <Link to={`/staff/moderation/${business.taxNumber}`}>{business.taxNumber}</Link>
              </td>
              <td>{business.name}</td>
              <td>
                {business.ownerName}
                <div className="ap-table__sub">+{business.ownerPhone}</div>
              </td>
              <td>{formatDateTime(business.submittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const revokeForm = v.object({ taxNumber: v.pipe(v.string(), v.trim(), v.regex(/^(\d{9}|\d{14})$/, 'invalid')) });

function RevokeSignature() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: valibotResolver(revokeForm), defaultValues: { taxNumber: '' } });
  const revoke = useMutation({ mutationFn: (taxNumber: string) => request(revokeSignature, { params: { taxNumber } }) });
  const submit = form.handleSubmit(async ({ taxNumber }) => {
    try {
      await revoke.mutateAsync(taxNumber);
      notify.success(t`Подпись отозвана: бизнес заморожен до новой подписи владельца`);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: staffKeys.businesses() });
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="ap-subtitle">{t`Отозвать подпись`}</h2>
      <p className="ap-text-muted">{t`Ключ владельца отозван: активный бизнес замораживается, пока владелец не подпишет договор снова.`}</p>
      <StaffFormError control={form.control} />
      <FormField control={form.control} name="taxNumber" label={t`ИНН бизнеса`} inputMode="numeric" />
      <div>
        <Button type="submit" variant="danger" loading={revoke.isPending}>
          {t`Отозвать подпись`}
        </Button>
      </div>
    </form>
  );
}

export default function ModerationPage() {
  const { t } = useLingui();
  return (
    <Routes>
      <Route
        index
        element={
          <div className="ap-stack">
            <h1 className="ap-title">{t`Модерация`}</h1>
            <Queue />
            <RevokeSignature />
          </div>
        }
      />
      <Route path=":taxNumber" element={<BusinessDetail />} />
    </Routes>
  );
}
