// The two-step add dialogs (spec 02 §2 a sale point, spec 03 §2 an employee): step 1 creates the thing, step 2
// chooses who may work where (skip or confirm); with nothing to choose from, the user may skip or go and add some.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorText } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { notify } from '#client/ui/toast.tsx';

export function CreateThenAssignDialog<T>({
  open,
  onOpenChange,
  createTitle,
  assignTitle,
  createStep,
  assignStep,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  createTitle: string;
  assignTitle: string;
  createStep: (onCreated: (created: T) => void) => ReactNode;
  assignStep: (created: T, onDone: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  // Wrapped in an object: T itself may be anything, a function included, which useState would call.
  const [created, setCreated] = useState<{ value: T } | null>(null);
  const close = () => {
    onOpenChange(false);
    setCreated(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? assignTitle : createTitle}
      description={created ? t`Шаг 2 из 2` : t`Шаг 1 из 2`}
      closeLabel={t`Закрыть`}
    >
      {created ? assignStep(created.value, close) : createStep((value) => setCreated({ value }))}
    </Dialog>
  );
}

/** Step 1's form: the server's error above its fields, and 'Next' below them. */
export function CreateStepForm<F extends FieldValues>({
  control,
  submitting,
  onSubmit,
  children,
}: {
  control: Control<F>;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form className="ap-stack" onSubmit={onSubmit} noValidate>
      <FormError control={control} />
      {children}
      <DialogActions>
        <Button type="submit" loading={submitting}>
          <Trans>Далее</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

/** Step 2: `empty` when there is nothing to choose from (its text, and the button to where it is added). */
export function AssignStep({
  empty,
  lead,
  children,
  canConfirm,
  confirming,
  onConfirm,
  savedText,
  onDone,
}: {
  empty: { text: ReactNode; action: ReactNode; to: string } | null;
  lead: ReactNode;
  children: ReactNode;
  canConfirm: boolean;
  confirming: boolean;
  onConfirm: () => Promise<unknown>;
  savedText: string;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const skip = (
    <Button variant="secondary" onClick={onDone}>
      <Trans>Пропустить</Trans>
    </Button>
  );

  if (empty) {
    return (
      <div className="ap-stack">
        <p className="ap-text-muted">{empty.text}</p>
        <DialogActions>
          {skip}
          <Button
            onClick={() => {
              onDone();
              navigate(empty.to);
            }}
          >
            {empty.action}
          </Button>
        </DialogActions>
      </div>
    );
  }

  const confirm = async () => {
    try {
      await onConfirm();
      notify.success(savedText);
      onDone();
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };

  return (
    <div className="ap-stack">
      <p className="ap-text-muted">{lead}</p>
      {children}
      <DialogActions>
        {skip}
        <Button onClick={() => void confirm()} loading={confirming} disabled={!canConfirm}>
          <Trans>Подтвердить</Trans>
        </Button>
      </DialogActions>
    </div>
  );
}
