// Step 3, documents (spec 01 §2.7): passport and state registration certificate are required, licence and logo
// optional. Submitting sends the whole draft as POST /v1/business.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { documentsStepForm, type DocumentsStepForm } from '#shared/api/business.ts';
import { translateCode } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { ScanField } from './scan-field.tsx';

type Name = keyof DocumentsStepForm;

type ScanProps = {
  control: Control<DocumentsStepForm>;
  onUploading: (busy: boolean) => void;
  name: Name;
  label: string;
  optional?: boolean;
};

function Scan({ control, onUploading, name, label, optional }: ScanProps) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController({ control, name });
  return (
    <ScanField
      label={label}
      optional={optional}
      value={field.value ?? null}
      onChange={(id) => field.onChange(id ?? (optional ? null : ''))}
      onUploading={onUploading}
      error={fieldState.error?.message ? translateCode(i18n, fieldState.error.message) : undefined}
    />
  );
}

export function DocumentsStep({ initial, onBack, onSubmit, submitting }: {
  initial: Partial<DocumentsStepForm>;
  onBack: () => void;
  onSubmit: (values: DocumentsStepForm, form: ReturnType<typeof useForm<DocumentsStepForm>>) => Promise<void>;
  submitting: boolean;
}) {
  const { t } = useLingui();
  const form = useForm<DocumentsStepForm>({
    resolver: valibotResolver(documentsStepForm),
    defaultValues: { passportId: '', certificateId: '', licenseId: null, logoId: null, ...initial },
  });
  // Scans still uploading: submitting now would send the draft without them (and call a required one missing).
  const [uploads, setUploads] = useState(0);
  const shared = { control: form.control, onUploading: (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1)) };
  return (
    <form className="ap-stack" onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate>
      <FormError control={form.control} />
      <Scan {...shared} name="passportId" label={t`Паспорт руководителя`} />
      <Scan {...shared} name="certificateId" label={t`Свидетельство о государственной регистрации`} />
      <Scan {...shared} name="licenseId" label={t`Лицензия`} optional />
      <Scan {...shared} name="logoId" label={t`Логотип`} optional />
      <div className="ap-onboarding__actions">
        <Button variant="secondary" onClick={onBack}>
          <Trans>Назад</Trans>
        </Button>
        <Button variant="primary" type="submit" loading={submitting || uploads > 0}>
          <Trans>Отправить на модерацию</Trans>
        </Button>
      </div>
    </form>
  );
}
