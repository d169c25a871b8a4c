// Additional agreements (issue 15): issue one for a business (its PDF, the day it applies from) and list them.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { formatDate } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { translateCode } from '#client/lib/messages.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { notify } from '#client/ui/toast.tsx';
import { fileAsBase64 } from '../../amount.ts';
import { staffRequest } from '../../api/client.ts';
import { staffKeys } from '../../api/keys.ts';
import { issueAgreement, listAgreements } from '../../api/money.ts';
import { FileInput } from '../../components/file-input.tsx';
import { StaffFormError } from '../../components/form-error.tsx';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUS_TONES } from '../../labels.ts';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, `max_length:${max}`));
const agreementForm = v.object({
  business: text(64),
  number: text(50),
  name: text(300),
  startDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')),
  note: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'max_length:1000')),
});
type AgreementForm = v.InferOutput<typeof agreementForm>;
const EMPTY: AgreementForm = { business: '', number: '', name: '', startDate: '', note: '' };

function IssueAgreement() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<AgreementForm>({ resolver: valibotResolver(agreementForm), defaultValues: EMPTY });
  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError(translateCode(i18n, 'required'));
      return;
    }
    setFileError(undefined);
    try {
      await staffRequest(issueAgreement, { body: { ...values, note: values.note || null, file: await fileAsBase64(file) } });
      notify.success(t`Дополнительное соглашение выпущено`);
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: staffKeys.agreements() });
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="ap-subtitle">{t`Выпустить дополнительное соглашение`}</h2>
      <StaffFormError control={form.control} />
      <div className="ap-form-grid">
        <FormField control={form.control} name="business" label={t`ИНН бизнеса`} />
        <FormField control={form.control} name="number" label={t`Номер соглашения`} />
        <FormField control={form.control} name="name" label={t`Название`} />
        <FormField control={form.control} name="startDate" label={t`Действует с (ГГГГ-ММ-ДД)`} />
        <FormField control={form.control} name="note" label={t`Примечание`} optional={t`необязательно`} />
        <FileInput label={t`Файл соглашения (PDF)`} accept="application/pdf" file={file} onChange={setFile} error={fileError} />
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Выпустить`}
        </Button>
      </div>
    </form>
  );
}

export default function AgreementsTab() {
  const { t, i18n } = useLingui();
  const list = useQuery({ queryKey: staffKeys.agreements(), queryFn: ({ signal }) => staffRequest(listAgreements, { signal }) });
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
