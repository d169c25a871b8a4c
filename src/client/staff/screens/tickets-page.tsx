// Support (issue 15): the tickets inbox with unread counts, a conversation that updates live (the portal's event
// transport), an answer with an optional attachment, closing a ticket.
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import type { TicketMessage } from '#shared/api/tickets.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { localText } from '#client/lib/local-text.ts';
import { translateCode } from '#client/lib/messages.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../api/keys.ts';
import { useStaffTicketEvents } from '../api/ticket-events.ts';
import { answerText, answerTicket, closeTicket, listStaffTickets, readStaffTicket } from '#shared/api/staff-tickets.ts';
import { uploadStaffFile } from '../api/upload-staff-file.ts';
import { FileInput } from '../components/file-input.tsx';
import { ErrorBanner, StaffFormError } from '../components/form-error.tsx';
import { useStaffSession } from '#client/lib/staff-session.ts';

/** While the event stream is down, the screen asks again this often. */
const POLL_MS = 15_000;

const answerForm = v.object({ text: answerText });

function Inbox({ live }: { live: boolean }) {
  const { t, i18n } = useLingui();
  const { number } = useParams();
  const tickets = useQuery({
    queryKey: staffKeys.ticketList(),
    queryFn: ({ signal }) => request(listStaffTickets, { signal }),
    refetchInterval: live ? false : POLL_MS,
  });
  if (tickets.isPending) return <DataLoading />;
  if (tickets.isError) return <DataError error={tickets.error} onRetry={() => void tickets.refetch()} />;
  if (tickets.data.length === 0) return <NothingToList icon="bell">{t`Обращений нет`}</NothingToList>;
  return (
    <ul className="ap-list" aria-label={t`Обращения`}>
      {tickets.data.map((ticket) => (
        <li key={ticket.id} className="ap-list__item">
          <div className="ap-list__body">
            <Link to={`/staff/tickets/${ticket.number}`} className="ap-list__title" aria-current={String(ticket.number) === number ? 'page' : undefined}>
              {t`№${ticket.number} · ${ticket.businessName}`}
            </Link>
            <span className="ap-list__meta">
              {localText(ticket.subject.title, i18n.locale)} · {formatDateTime(ticket.modifiedDate)}
            </span>
            {ticket.title && <span className="ap-list__meta">{ticket.title}</span>}
          </div>
          {ticket.unreadForStaff > 0 && <Badge tone="danger">{t`Новых: ${ticket.unreadForStaff}`}</Badge>}
          {ticket.status === 'CLOSE' && <Badge tone="neutral">{t`Закрыто`}</Badge>}
        </li>
      ))}
    </ul>
  );
}

function Message({ message }: { message: TicketMessage }) {
  const { t } = useLingui();
  const author =
    message.type === 'ADMIN'
      ? (message.admin?.username ?? t`Поддержка`)
      : [message.agent?.lastName, message.agent?.firstName].filter(Boolean).join(' ') || t`Владелец`;
  return (
    <div className={message.type === 'ADMIN' ? 'staff__message staff__message--staff' : 'staff__message'}>
      <div className="ap-text-muted">
        {author} · {formatDateTime(message.createdDate)}
      </div>
      {message.text}
      {message.file && (
        // The portal's unguessable download address: an image previews here, any file opens in a new tab.
        <a className="staff__attachment" href={message.file.url} target="_blank" rel="noreferrer">
          {message.file.type === 'IMAGE' && <img src={message.file.url} alt="" loading="lazy" />}
          {t`Вложение: ${message.file.name}`}
        </a>
      )}
    </div>
  );
}

function AnswerForm({ number }: { number: number }) {
  const { t, i18n } = useLingui();
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const form = useForm({ resolver: valibotResolver(answerForm), defaultValues: { text: '' } });
  const replyError = form.formState.errors.text?.message;
  const submit = form.handleSubmit(async ({ text }) => {
    if (!text && !file) {
      form.setError('text', { message: 'required' });
      return;
    }
    try {
      const fileId = file ? (await uploadStaffFile(file)).id : null;
      await request(answerTicket, { params: { number: String(number) }, body: { text: text || null, fileId, admin: session?.user.name ?? '' } });
      form.reset({ text: '' });
      setFile(null);
      setFileKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: staffKeys.tickets() });
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-stack ap-stack--tight" onSubmit={(event) => void submit(event)} noValidate>
      <StaffFormError control={form.control} />
      {/* Issue 25: an answer is often several lines; Ctrl+Enter (⌘+Enter) sends it. */}
      <div className="ap-field">
        <label className="ap-field__label" htmlFor="staff-reply">
          {t`Ответ`}
        </label>
        <textarea
          id="staff-reply"
          className="ap-field__input staff__reply"
          rows={4}
          aria-invalid={replyError ? true : undefined}
          aria-describedby={replyError ? 'staff-reply-hint staff-reply-error' : 'staff-reply-hint'}
          {...form.register('text')}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            void submit();
          }}
        />
        <p className="ap-field__hint" id="staff-reply-hint">
          {t`Ctrl+Enter — отправить`}
        </p>
        {replyError && (
          <p className="ap-field__error" id="staff-reply-error" role="alert">
            {translateCode(i18n, replyError)}
          </p>
        )}
      </div>
      <FileInput key={fileKey} label={t`Вложение (jpg, png, gif, bmp, pdf)`} accept="image/*,application/pdf" file={file} onChange={setFile} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Отправить`}
        </Button>
      </div>
    </form>
  );
}

function Conversation({ live }: { live: boolean }) {
  const { t, i18n } = useLingui();
  const number = Number(useParams().number);
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState(false);
  const conversation = useQuery({
    queryKey: staffKeys.ticket(number),
    queryFn: ({ signal }) => request(readStaffTicket, { params: { number: String(number) }, signal }),
    refetchInterval: live ? false : POLL_MS,
  });
  const close = useMutation({
    mutationFn: () => request(closeTicket, { params: { number: String(number) } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.tickets() }),
  });
  // Reading a conversation marks the owner's messages read: the inbox's unread count follows.
  useEffect(() => {
    if (conversation.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: staffKeys.ticketList() });
  }, [conversation.dataUpdatedAt, queryClient]);
  if (conversation.isPending) return <DataLoading />;
  if (conversation.isError) return <DataError error={conversation.error} onRetry={() => void conversation.refetch()} />;
  const { ticket, messages } = conversation.data;
  return (
    <section className="ap-card ap-stack" aria-label={t`Переписка`}>
      <div className="ap-row ap-row--between">
        <h2 className="ap-subtitle">
          {t`Обращение №${ticket.number}`} · {localText(ticket.subject.title, i18n.locale)}
        </h2>
        {ticket.status === 'OPEN' && (
          <Button variant="secondary" small loading={close.isPending} onClick={() => setClosing(true)}>
            {t`Закрыть обращение`}
          </Button>
        )}
      </div>
      <ErrorBanner error={close.error} />
      <div className="staff__chat" aria-live="polite">
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </div>
      {ticket.status === 'OPEN' ? (
        <AnswerForm number={number} />
      ) : (
        <p className="ap-text-muted">{t`Обращение закрыто ${ticket.closedDate ? formatDateTime(ticket.closedDate) : ''}`}</p>
      )}
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={t`Закрыть обращение?`}
        description={t`Владелец больше не сможет писать в это обращение.`}
        confirmLabel={t`Закрыть`}
        cancelLabel={t`Отмена`}
        onConfirm={() => close.mutate()}
      />
    </section>
  );
}

export default function TicketsPage() {
  const { t } = useLingui();
  const live = useStaffTicketEvents();
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Обращения`}</h1>
      <Routes>
        <Route path=":number?" element={<TicketsLayout live={live} />} />
      </Routes>
    </div>
  );
}

function TicketsLayout({ live }: { live: boolean }) {
  const { t } = useLingui();
  const { number } = useParams();
  return (
    <div className="staff__split">
      <Inbox live={live} />
      {number ? <Conversation live={live} /> : <p className="ap-text-muted">{t`Выберите обращение слева`}</p>}
    </div>
  );
}
