// The audit trail (issue 15, admin): who did what to which object, the fields before and after, when and from where;
// newest first, filtered by staff user, action, object and days. Read only: nothing here edits it.
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '#client/lib/dates.ts';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { Pagination } from '#client/ui/pagination.tsx';
import { listAudit, listStaffUsers } from '#shared/api/staff-accounts.ts';
import { request } from '#client/lib/api.ts';
import { AUDIT_ACTION_LABELS, AUDIT_OBJECT_LABELS } from '../labels.ts';
import { staffKeys } from '../api/keys.ts';
import { AUDIT_PAGE_SIZE, auditQuery, EMPTY_AUDIT_FILTER, type AuditFilter } from '../audit-filter.ts';
import { SelectFormField } from '../components/select-form-field.tsx';

const shown = (value: unknown) => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** One line per changed field: its value before the action and after it. */
function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <>—</>;
  return (
    <ul className="staff__changes">
      {fields.map((field) => (
        <li key={field}>
          <strong>{field}</strong>: {shown(before?.[field])} → {shown(after?.[field])}
        </li>
      ))}
    </ul>
  );
}

function Filters({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const { t } = useLingui();
  const users = useQuery({ queryKey: staffKeys.users(), queryFn: ({ signal }) => request(listStaffUsers, { signal }) });
  const form = useForm<AuditFilter>({ defaultValues: EMPTY_AUDIT_FILTER });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void form.handleSubmit(onApply)(event)} noValidate>
      <div className="ap-form-grid">
        <SelectFormField
          control={form.control}
          name="staffUserId"
          label={t`Сотрудник`}
          options={[{ value: '', label: t`Все` }, ...(users.data ?? []).map((user) => ({ value: user.id, label: `${user.login} (${user.name})` }))]}
        />
        <FormField control={form.control} name="action" label={t`Действие`} optional={t`необязательно`} />
        <FormField control={form.control} name="objectType" label={t`Тип объекта`} optional={t`необязательно`} />
        <FormField control={form.control} name="objectId" label={t`Идентификатор объекта`} optional={t`необязательно`} />
        <FormField control={form.control} name="from" label={t`С дня`} type="date" optional={t`необязательно`} />
        <FormField control={form.control} name="to" label={t`По день`} type="date" optional={t`необязательно`} />
      </div>
      <div className="ap-row">
        <Button type="submit">{t`Показать`}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(EMPTY_AUDIT_FILTER);
            onApply(EMPTY_AUDIT_FILTER);
          }}
        >
          {t`Сбросить`}
        </Button>
      </div>
    </form>
  );
}

export default function AuditPage() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [page, setPage] = useState(0);
  const query = auditQuery(filter, page, AUDIT_PAGE_SIZE);
  const audit = useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: ({ signal }) => request(listAudit, { query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Журнал действий`}</h1>
      <Filters
        onApply={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      {audit.isPending ? (
        <DataLoading />
      ) : audit.isError ? (
        <DataError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.content.length === 0 ? (
        <NothingToList icon="document">{t`Записей нет`}</NothingToList>
      ) : (
        <>
          <div className="ap-table-wrap">
            <table className="ap-table">
              <thead>
                <tr>
                  <th>{t`Время`}</th>
                  <th>{t`Сотрудник`}</th>
                  <th>{t`Действие`}</th>
                  <th>{t`Объект`}</th>
                  <th>{t`Изменения (было → стало)`}</th>
                  <th>{t`Адрес`}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.content.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.at)}</td>
                    <td>
                      {row.staffUser.login}
                      <div className="ap-table__sub">{row.staffUser.name}</div>
                    </td>
                    <td>{AUDIT_ACTION_LABELS[row.action] ? i18n._(AUDIT_ACTION_LABELS[row.action]) : row.action}</td>
                    <td>
                      {AUDIT_OBJECT_LABELS[row.objectType] ? i18n._(AUDIT_OBJECT_LABELS[row.objectType]) : row.objectType}
                      <div className="ap-table__sub">{row.objectId}</div>
                    </td>
                    <td>
                      <Changes before={row.before} after={row.after} />
                    </td>
                    <td>{row.ip ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={Math.ceil(audit.data.totalElements / AUDIT_PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </div>
  );
}
