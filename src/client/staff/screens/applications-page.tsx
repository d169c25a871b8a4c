// Cancellation requests (issue 15): the list by status, oldest first; one request with its invoice and the invoice's
// history; approve, or reject with a reason in the three languages the owner may read.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/api/applications.ts';
import type { StaffApplicationDetail } from '#shared/api/staff.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { INVOICE_STATUS_LABELS } from '#client/lib/invoice-status.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { Pagination } from '#client/ui/pagination.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { DetailList } from '#client/ui/side-panel.tsx';
import { notify } from '#client/ui/toast.tsx';
import { APPLICATION_STATUS_LABELS } from '#client/features/applications/labels.ts';
import { APPLICATION_VARIANTS } from '#shared/api/applications.ts';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../api/keys.ts';
import { approveApplication, getStaffApplication, listStaffApplications, rejectApplication, rejectionBody } from '#shared/api/staff-applications.ts';
import { ErrorBanner, StaffFormError } from '../components/form-error.tsx';
import { HISTORY_EVENT_LABELS } from '../labels.ts';

const PER_PAGE = 30;

function ApplicationList() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [status, setStatus] = useState<ApplicationStatus>('WAITING');
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: [...staffKeys.applications(), status, page],
    queryFn: ({ signal }) => request(listStaffApplications, { query: { status, page, perPage: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Заявки на отмену`}</h1>
      <div className="ap-filters">
        <SelectField
          label={t`Статус`}
          value={status}
          onChange={(value) => {
            setStatus(value as ApplicationStatus);
            setPage(0);
          }}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: i18n._(APPLICATION_STATUS_LABELS[value]) }))}
        />
      </div>
      {list.isPending ? (
        <DataLoading />
      ) : list.isError ? (
        <DataError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <NothingToList icon="check">{t`Заявок нет`}</NothingToList>
      ) : (
        <>
          <div className="ap-table-wrap">
            <table className="ap-table">
              <thead>
                <tr>
                  <th>{t`Заявка`}</th>
                  <th>{t`Платёж`}</th>
                  <th>{t`Поставщик`}</th>
                  <th className="ap-table__num">{t`Сумма`}</th>
                  <th>{t`Создана`}</th>
                  <th>{t`Статус`}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.content.map((application) => (
                  <tr key={application.id}>
                    <td>
                      <Link to={`/staff/applications/${application.number}`}>{application.number}</Link>
                    </td>
                    <td>
                      {application.invoice.number}
                      <div className="ap-table__sub">{application.invoice.salePointName}</div>
                    </td>
                    <td>{format.name(application.invoice.merchantName)}</td>
                    <td className="ap-table__num">{format.money(application.invoice.amount.value)}</td>
                    <td>{formatDateTime(application.createdDate)}</td>
                    <td>
                      <Badge tone={APPLICATION_VARIANTS[application.status]}>{i18n._(APPLICATION_STATUS_LABELS[application.status])}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={list.data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}

function RejectForm({ number, onDone }: { number: string; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm({ resolver: valibotResolver(rejectionBody), defaultValues: { title: { ru: '', uz: '', en: '' }, description: null } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await request(rejectApplication, { params: { number }, body });
      onDone();
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="ap-subtitle">{t`Отклонить заявку`}</h2>
      <StaffFormError control={form.control} />
      <div className="staff__three">
        <FormField control={form.control} name="title.ru" label={t`Причина (русский)`} />
        <FormField control={form.control} name="title.uz" label={t`Причина (узбекский)`} />
        <FormField control={form.control} name="title.en" label={t`Причина (английский)`} />
      </div>
      <div>
        <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
          {t`Отклонить`}
        </Button>
      </div>
    </form>
  );
}

function History({ history }: { history: StaffApplicationDetail['history'] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <caption className="ap-visually-hidden">{t`История платежа`}</caption>
        <thead>
          <tr>
            <th>{t`Время`}</th>
            <th>{t`Событие`}</th>
            <th>{t`Счёт`}</th>
            <th className="ap-table__num">{t`Сумма`}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={index}>
              <td>{formatDateTime(entry.at)}</td>
              <td>
                {i18n._(HISTORY_EVENT_LABELS[entry.event])}
                {entry.kind && <div className="ap-table__sub">{entry.kind}</div>}
              </td>
              <td>{entry.account ?? '—'}</td>
              <td className="ap-table__num">{entry.amount === null ? '—' : format.money(entry.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ApplicationDetail() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { number = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState(false);
  const detail = useQuery({
    queryKey: staffKeys.application(number),
    queryFn: ({ signal }) => request(getStaffApplication, { params: { number }, signal }),
  });
  const done = (text: string) => {
    notify.success(text);
    void queryClient.invalidateQueries({ queryKey: staffKeys.applications() });
    void navigate('/staff/applications');
  };
  const approve = useMutation({
    mutationFn: () => request(approveApplication, { params: { number } }),
    onSuccess: () => done(t`Заявка одобрена: сумма возвращена на депозит`),
  });
  if (detail.isPending) return <DataLoading />;
  if (detail.isError) return <DataError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { application, businessName, invoiceStatus, history } = detail.data;
  const invoice = application.invoice;
  const statusLabel = invoiceStatus in INVOICE_STATUS_LABELS ? i18n._(INVOICE_STATUS_LABELS[invoiceStatus as keyof typeof INVOICE_STATUS_LABELS]) : invoiceStatus;
  return (
    <div className="ap-stack">
      <Link to="/staff/applications">{t`← Заявки на отмену`}</Link>
      <div className="ap-page__header">
        <h1 className="ap-title">{t`Заявка ${application.number}`}</h1>
        {application.status === 'WAITING' && (
          <Button loading={approve.isPending} onClick={() => setApproving(true)}>
            {t`Одобрить отмену`}
          </Button>
        )}
      </div>
      <ErrorBanner error={approve.error} />
      <section className="ap-card ap-stack ap-stack--tight">
        <h2 className="ap-subtitle">{t`Платёж`}</h2>
        <DetailList
          rows={[
            { label: t`Бизнес`, value: businessName },
            { label: t`Номер платежа`, value: invoice.number },
            { label: t`Статус платежа`, value: statusLabel },
            { label: t`Поставщик`, value: format.name(invoice.merchantName) },
            { label: t`Лицевой счёт`, value: invoice.account.value },
            { label: t`Сумма`, value: format.money(invoice.amount.value) },
            { label: t`Точка продаж`, value: invoice.salePointName },
            { label: t`Сотрудник`, value: invoice.employeeName },
            { label: t`Оплачен`, value: formatDateTime(invoice.createdDate) },
            { label: t`Комментарий владельца`, value: application.comment ?? '—' },
            { label: t`Статус заявки`, value: i18n._(APPLICATION_STATUS_LABELS[application.status]) },
          ]}
        />
      </section>
      <section className="ap-card ap-stack ap-stack--tight">
        <h2 className="ap-subtitle">{t`История платежа`}</h2>
        <History history={history} />
      </section>
      {application.status === 'WAITING' && <RejectForm number={number} onDone={() => done(t`Заявка отклонена`)} />}
      <ConfirmDialog
        open={approving}
        onOpenChange={setApproving}
        title={t`Одобрить отмену платежа?`}
        description={t`Сумма вернётся на депозит бизнеса, вознаграждение будет списано.`}
        confirmLabel={t`Одобрить`}
        cancelLabel={t`Отмена`}
        onConfirm={() => approve.mutate()}
      />
    </div>
  );
}

export default function ApplicationsPage() {
  return (
    <Routes>
      <Route index element={<ApplicationList />} />
      <Route path=":number" element={<ApplicationDetail />} />
    </Routes>
  );
}
