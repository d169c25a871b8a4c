// The form that issues a document to a business with its PDF (additional agreements, account invoices): the fields
// each document asks for, the file (required, kept when the server refuses the form), then the list refreshed.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import { showServerError } from '#client/lib/forms.ts';
import { translateCode } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { notify } from '#client/ui/toast.tsx';
import { fileAsBase64 } from '../amount.ts';
import { FileInput } from './file-input.tsx';
import { StaffFormError } from './form-error.tsx';

type IssueDocumentFormProps<Form extends FieldValues> = {
  title: string;
  schema: v.GenericSchema<Form>;
  empty: Form;
  fileLabel: string;
  /** Sends the form's values with the file as the API takes it. */
  issue: (values: Form, file: Awaited<ReturnType<typeof fileAsBase64>>) => Promise<unknown>;
  issuedText: string;
  listKey: QueryKey;
  fields: (control: Control<Form>) => ReactNode;
};

export function IssueDocumentForm<Form extends FieldValues>({
  title,
  schema,
  empty,
  fileLabel,
  issue,
  issuedText,
  listKey,
  fields,
}: IssueDocumentFormProps<Form>) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<Form>({ resolver: valibotResolver(schema), defaultValues: empty as DefaultValues<Form> });
  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError(translateCode(i18n, 'required'));
      return;
    }
    setFileError(undefined);
    try {
      await issue(values, await fileAsBase64(file));
      notify.success(issuedText);
      form.reset(empty);
      void queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="ap-subtitle">{title}</h2>
      <StaffFormError control={form.control} />
      <div className="ap-form-grid">
        {fields(form.control)}
        <FileInput label={fileLabel} accept="application/pdf" file={file} onChange={setFile} error={fileError} />
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Выпустить`}
        </Button>
      </div>
    </form>
  );
}
