// A dialog asking for one reason before a refusal (send a business back, reject a signed invoice); the typed text
// stays when the server refuses.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { requiredString } from '#shared/validation.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { StaffFormError } from './form-error.tsx';

const reasonForm = v.object({ reason: requiredString(1000) });

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  label: string;
  confirmLabel: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
};

export function ReasonDialog({ open, onOpenChange, title, label, confirmLabel, onConfirm }: ReasonDialogProps) {
  const { t } = useLingui();
  const form = useForm({ resolver: valibotResolver(reasonForm), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={t`Закрыть`}>
      <form className="ap-stack" onSubmit={(event) => void submit(event)} noValidate>
        <StaffFormError control={form.control} />
        <FormField control={form.control} name="reason" label={label} autoFocus />
        <DialogActions>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t`Отмена`}
          </Button>
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
