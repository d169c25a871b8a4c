// Additional agreements (issue 15): issue one for a business (its PDF, the day it applies from) and list them.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { maxLength, requiredString } from '#shared/validation.ts';
import { formatDate } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../../api/keys.ts';
import { issueAgreement, listAgreements } from '#shared/api/staff-documents.ts';
import { IssueDocumentForm } from '../../components/issue-document-form.tsx';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUS_TONES } from '../../labels.ts';

const agreementForm = v.object({
  business: requiredString(64),
  number: requiredString(50),
  name: requiredString(300),
  startDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')),
  note: v.pipe(v.string(), v.trim(), maxLength(1000)),
});
type AgreementForm = v.InferOutput<typeof agreementForm>;
const EMPTY: AgreementForm = { business: '', number: '', name: '', startDate: '', note: '' };

function IssueAgreement() {
  const { t } = useLingui();
  return (
    <IssueDocumentForm
      title={t`Выпустить дополнительное соглашение`}
      schema={agreementForm}
      empty={EMPTY}
      fileLabel={t`Файл соглашения (PDF)`}
      issue={(values, file) => request(issueAgreement, { body: { ...values, note: values.note || null, file } })}
      issuedText={t`Дополнительное соглашение выпущено`}
      listKey={staffKeys.agreements()}
      fields={(control) => (
        <>
          <FormField control={control} name="business" label={t`ИНН бизнеса`} />
          <FormField control={control} name="number" label={t`Номер соглашения`} />
          <FormField control={control} name="name" label={t`Название`} />
          <FormField control={control} name="startDate" label={t`Действует с`} type="date" />
          <FormField control={control} name="note" label={t`Примечание`} optional={t`необязательно`} />
        </>
      )}
    />
  );
}

export default function AgreementsTab() {
  const { t, i18n } = useLingui();
  const list = useQuery({ queryKey: staffKeys.agreements(), queryFn: ({ signal }) => request(listAgreements, { signal }) });
  return (
    <div className="ap-stack">
      <IssueAgreement />
      {list.isPending ? (
        <DataLoading />
      ) : list.isError ? (
        <DataError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <NothingToList icon="document">{t`Дополнительных соглашений нет`}</NothingToList>
      ) : (
        <div className="ap-table-wrap">
          <table className="ap-table">
            <thead>
              <tr>
                <th>{t`Номер`}</th>
                <th>{t`Название`}</th>
                <th>{t`Действует с`}</th>
                <th>{t`Статус`}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((agreement) => (
                <tr key={agreement.id}>
                  <td>{agreement.agreementNumber}</td>
                  <td>{agreement.name}</td>
                  <td>{formatDate(agreement.startDate)}</td>
                  <td>
                    <Badge tone={DOCUMENT_STATUS_TONES[agreement.status]}>{i18n._(DOCUMENT_STATUS_LABELS[agreement.status])}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
