// spec 03 Tickets: the new-appeal modal (topic select, Cancel, Continue). Continue creates the ticket and opens it;
// on an error the modal stays open with the error as a toast (spec 03 §8).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { localText } from '#client/lib/local-text.ts';
import { errorText, translateCode } from '#client/lib/messages.ts';
import { Dialog, DialogFormActions } from '#client/ui/dialog.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useCreateTicket, useTicketSubjects } from '../api/tickets.ts';

export function NewTicketDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const subjects = useTicketSubjects(open);
  const create = useCreateTicket();
  const [subjectId, setSubjectId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (!next) {
      setSubjectId('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = () => {
    if (!subjectId) {
      setError(translateCode(i18n, 'required'));
      return;
    }
    create.mutate(subjectId, {
      onSuccess: (ticket) => {
        close(false);
        void navigate(`/tickets/${encodeURIComponent(ticket.id)}`);
      },
      onError: (failure) => notify.error(errorText(i18n, failure)),
    });
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t`Новое обращение`} closeLabel={t`Закрыть`}>
      <form
        className="ap-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          label={t`Тема обращения`}
          value={subjectId}
          onChange={(value) => {
            setSubjectId(value);
            setError(undefined);
          }}
          placeholder={subjects.isPending ? t`Загрузка…` : t`Выберите тему`}
          options={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: localText(subject.title, i18n.locale) }))}
          error={error}
        />
        <DialogFormActions back={<Trans>Отмена</Trans>} onBack={() => close(false)} submit={<Trans>Продолжить</Trans>} submitting={create.isPending} />
      </form>
    </Dialog>
  );
}
