// One business waiting for moderation (issue 15): what the owner entered beside the tax registry's record, the bank,
// the scans shown inline; approve or send back with a reason.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { StaffBusinessDetail, StaffFileRef } from '#shared/api/staff.ts';
import { BUSINESS_FORMS, type BusinessForm } from '#shared/enums.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { localText } from '#client/lib/local-text.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import { DetailList } from '#client/ui/side-panel.tsx';
import { notify } from '#client/ui/toast.tsx';
import { BUSINESS_FORM_LABELS } from '#client/features/profile/components/business-form-labels.ts';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../api/keys.ts';
import { approveBusiness, getStaffBusiness, sendBackBusiness } from '#shared/api/staff-businesses.ts';
import { ErrorBanner } from '../components/form-error.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { StaffFile } from '../components/staff-file.tsx';

/** The tax registry answers its own form code; the known ones are shown by name (issue 25: "Форма: LTD"). */
const isBusinessForm = (form: string): form is BusinessForm => (BUSINESS_FORMS as readonly string[]).includes(form);

function Scan({ title, file }: { title: string; file: StaffFileRef | null }) {
  const { t } = useLingui();
  return (
    <section className="ap-card ap-stack ap-stack--tight">
      <h3 className="ap-subtitle">{title}</h3>
      {file ? <StaffFile id={file.id} name={file.name} mimeType={file.mimeType} /> : <p className="ap-text-muted">{t`Не загружен`}</p>}
    </section>
  );
}

function Details({ detail }: { detail: StaffBusinessDetail }) {
  const { t, i18n } = useLingui();
  const { business, registry, owner } = detail;
  const none = '—';
  const entered = [
    { label: t`Форма`, value: business.form ? i18n._(BUSINESS_FORM_LABELS[business.form]) : none },
    { label: t`Наименование`, value: business.name },
    { label: t`ИНН`, value: business.taxNumber },
    { label: t`ПИНФЛ`, value: business.pin ?? none },
    { label: t`Руководитель`, value: business.director ?? none },
    { label: t`Юридический адрес`, value: business.address ?? none },
    { label: t`Регион`, value: [business.region, business.district].map((part) => (part ? localText(part.title, i18n.locale) : null)).filter(Boolean).join(', ') || none },
    { label: t`Владелец`, value: `${owner.name} +${owner.phone}` },
  ];
  const bank = [
    { label: t`Расчётный счёт`, value: business.account ?? none },
    { label: t`МФО банка`, value: business.bankId ?? none },
    { label: t`Банк`, value: business.bank ? localText(business.bank.name, i18n.locale) : none },
    { label: t`Филиал`, value: business.bank ? localText(business.bank.branch, i18n.locale) : none },
  ];
  return (
    <div className="staff__split">
      <div className="ap-stack">
        <section className="ap-card ap-stack ap-stack--tight">
          <h2 className="ap-subtitle">{t`Данные владельца`}</h2>
          <DetailList rows={entered} />
        </section>
        <section className="ap-card ap-stack ap-stack--tight">
          <h2 className="ap-subtitle">{t`Данные налогового реестра`}</h2>
          {registry ? (
            <DetailList
              rows={[
                { label: t`Наименование`, value: registry.name },
                { label: t`Форма`, value: isBusinessForm(registry.form) ? i18n._(BUSINESS_FORM_LABELS[registry.form]) : registry.form },
                { label: t`ПИНФЛ`, value: registry.pinfl ?? none },
                { label: t`Руководитель`, value: registry.director ?? none },
                { label: t`Юридический адрес`, value: registry.address ?? none },
              ]}
            />
          ) : (
            <p className="ap-text-muted">{t`В реестре нет записи с этим ИНН`}</p>
          )}
        </section>
        <section className="ap-card ap-stack ap-stack--tight">
          <h2 className="ap-subtitle">{t`Банк`}</h2>
          <DetailList rows={bank} />
        </section>
      </div>
      <div className="ap-stack">
        <Scan title={t`Паспорт руководителя`} file={detail.files.passport} />
        <Scan title={t`Свидетельство о регистрации`} file={detail.files.certificate} />
        {detail.files.license && <Scan title={t`Лицензия`} file={detail.files.license} />}
        <Scan title={t`Логотип`} file={detail.files.logo} />
      </div>
    </div>
  );
}

export function BusinessDetail() {
  const { t } = useLingui();
  const { taxNumber = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const detail = useQuery({
    queryKey: staffKeys.business(taxNumber),
    queryFn: ({ signal }) => request(getStaffBusiness, { params: { taxNumber }, signal }),
  });
  const done = (text: string) => {
    notify.success(text);
    void queryClient.invalidateQueries({ queryKey: staffKeys.businesses() });
    void navigate('/staff/moderation');
  };
  const approve = useMutation({
    mutationFn: () => request(approveBusiness, { params: { taxNumber } }),
    onSuccess: () => done(t`Бизнес одобрен: владелец может подписать договор`),
  });
  const sendBack = (reason: string) =>
    request(sendBackBusiness, { params: { taxNumber }, body: { reason } }).then(() => done(t`Бизнес возвращён владельцу`));

  if (detail.isPending) return <DataLoading />;
  if (detail.isError) return <DataError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { business } = detail.data;
  const waiting = business.status === 'ON_MODERATION' && business.moderationComment === null;
  return (
    <div className="ap-stack">
      <Link to="/staff/moderation">{t`← Очередь модерации`}</Link>
      <div className="ap-page__header">
        <h1 className="ap-title">{business.name}</h1>
        {waiting && (
          <div className="ap-row">
            <Button variant="danger" onClick={() => setSendingBack(true)}>
              {t`Вернуть на доработку`}
            </Button>
            <Button loading={approve.isPending} onClick={() => setApproving(true)}>
              {t`Одобрить`}
            </Button>
          </div>
        )}
      </div>
      <p className="ap-text-muted">{t`Отправлен на модерацию ${formatDateTime(detail.data.submittedAt)}`}</p>
      {detail.data.lastModerationComment && <Banner tone="info">{t`Прошлая причина возврата: ${detail.data.lastModerationComment}`}</Banner>}
      {!waiting && <Banner tone="warning">{t`Бизнес не ожидает решения модератора`}</Banner>}
      <ErrorBanner error={approve.error} />
      <Details detail={detail.data} />
      <ConfirmDialog
        open={approving}
        onOpenChange={setApproving}
        title={t`Одобрить бизнес?`}
        description={t`Владельцу будет выпущен договор на подпись.`}
        confirmLabel={t`Одобрить`}
        cancelLabel={t`Отмена`}
        onConfirm={() => approve.mutate()}
      />
      <ReasonDialog
        open={sendingBack}
        onOpenChange={setSendingBack}
        title={t`Вернуть бизнес на доработку`}
        label={t`Что исправить владельцу`}
        confirmLabel={t`Вернуть`}
        onConfirm={sendBack}
      />
    </div>
  );
}
