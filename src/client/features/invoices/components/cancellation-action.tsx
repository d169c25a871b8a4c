// The cancellation request of a payment (spec 02 §4, §8). The rule of src/shared/cancellation.ts decides: a blocked
// action stays visible but disabled and says why on click; a canceled invoice offers none, and neither does one that
// was never paid (only a PAID transaction can have an application). The comment is optional.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uuidv7 } from 'uuidv7';
import type { Invoice } from '#shared/api/invoices.ts';
import { cancellationBlock } from '#shared/cancellation.ts';
import { CANCELLATION_MESSAGES } from '#client/lib/app-messages.ts';
import { errorText } from '#client/lib/messages.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useCreateApplication } from '../api/create-application.ts';
import { markApplicationSent, useApplicationSent } from '../sent-applications.ts';

const COMMENT_MAX = 500;

export function CancellationAction({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useLingui();
  const sentInSession = useApplicationSent(invoice.id);
  const [writing, setWriting] = useState(false);
  const block = cancellationBlock({ ...invoice, status: invoice.status.value }, { now: Date.now(), sentInSession });

  if (sentInSession) {
    return <Banner tone="success">{t`Заявка на отмену отправлена. Рассмотрение занимает до 12 часов.`}</Banner>;
  }
  if (block === 'already_canceled' || block === 'not_paid') return null;
  if (writing && block === null) return <CancellationForm invoice={invoice} onClose={() => setWriting(false)} />;
  return (
    <Button
      variant="secondary"
      block
      aria-disabled={block !== null || undefined}
      className={block !== null ? 'iv-disabled' : undefined}
      onClick={() => (block !== null ? notify.error(i18n._(CANCELLATION_MESSAGES[block])) : setWriting(true))}
    >
      <Trans>Отменить платёж</Trans>
    </Button>
  );
}

function CancellationForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateApplication();
  const [comment, setComment] = useState('');
  // One key per request: a double click or a retry after a lost answer makes one application (DESIGN §3).
  const [idempotencyKey] = useState(() => uuidv7());

  const submit = async () => {
    try {
      await create.mutateAsync({ invoiceId: invoice.id, comment: comment.trim() || null, idempotencyKey });
      markApplicationSent(invoice.id);
      notify.success(t`Заявка принята`);
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };

  return (
    <form
      className="ap-stack ap-stack--tight"
      onSubmit={(event) => {
        event.preventDefault();
        if (!create.isPending) void submit();
      }}
    >
      <label className="ap-field">
        <span className="ap-field__label">
          <Trans>Причина отмены</Trans>
          <span className="ap-field__optional"> ({t`необязательно`})</span>
        </span>
        <textarea
          className="ap-field__input iv-comment"
          value={comment}
          maxLength={COMMENT_MAX}
          rows={3}
          autoFocus
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <p className="ap-text-muted iv-note">
        <Trans>Заявка на отмену рассматривается до 12 часов. После одобрения сумма вернётся на депозит.</Trans>
      </p>
      <div className="ap-row">
        <Button type="submit" loading={create.isPending}>
          <Trans>Отправить заявку</Trans>
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={create.isPending}>
          <Trans>Отмена</Trans>
        </Button>
      </div>
    </form>
  );
}
