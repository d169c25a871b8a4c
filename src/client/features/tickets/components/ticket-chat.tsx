// spec 03 Tickets: the chat of one ticket. Messages load newest first, 30 a page, and older pages load when the
// reader scrolls to the top; they show oldest on top and the view starts at the newest. Displayed ADMIN messages
// without a read time are marked read (the read flow refreshes the list and the badge). A message, typed online or
// offline, goes through the outbox (DESIGN §6) and shows as waiting until the server has it; an attachment is
// uploaded first (2048 KB at most) under a loading placeholder. A closed ticket shows its closing date instead of
// the input.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatFileSize } from '#shared/api/files.ts';
import { isAttachmentTooLarge, TICKET_TEXT_MAX, type Ticket, type TicketMessage } from '#shared/api/tickets.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { errorText, translateCode } from '#client/lib/messages.ts';
import { checkUpload, uploadFile } from '#client/lib/upload.ts';
import { useLiveRead } from '#client/lib/local-stores.ts';
import { discardMessage, enqueueMessage, retryMessage, type OutboxMessage } from '#client/offline/message-outbox.ts';
import { Button } from '#client/ui/button.tsx';
import { LineIcon } from '#client/ui/icons.tsx';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useReadMessage, useTicketMessages } from '../api/tickets.ts';
import { ticketKeys } from '../keys.ts';

const PAPERCLIP = 'M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8';

function Attachment({ file }: { file: NonNullable<TicketMessage['file']> }) {
  return (
    <a className="tk-file" href={file.url} target="_blank" rel="noreferrer">
      {file.type === 'IMAGE' && <img className="tk-file__image" src={file.url} alt="" loading="lazy" />}
      <span className="tk-file__name">{file.name}</span>
      <span className="tk-file__size">{formatFileSize(file.size)}</span>
    </a>
  );
}

function Bubble({ message }: { message: TicketMessage }) {
  const { t } = useLingui();
  const mine = message.type === 'AGENT';
  return (
    <li className={mine ? 'tk-msg tk-msg--mine' : 'tk-msg'}>
      <span className="tk-msg__author">{mine ? t`Вы` : t`Поддержка`}</span>
      {message.text && <p className="tk-msg__text">{message.text}</p>}
      {message.file && <Attachment file={message.file} />}
      <time className="tk-msg__time" dateTime={message.createdDate}>
        {formatDateTime(message.createdDate)}
      </time>
    </li>
  );
}

function PendingBubble({ item }: { item: OutboxMessage }) {
  const { t, i18n } = useLingui();
  return (
    <li className="tk-msg tk-msg--mine tk-msg--pending">
      {item.text && <p className="tk-msg__text">{item.text}</p>}
      {item.fileName && <span className="tk-file__name">{item.fileName}</span>}
      {item.state === 'refused' ? (
        <span className="tk-msg__status tk-msg__status--error" role="alert">
          {t`Не отправлено`}: {translateCode(i18n, item.lastError?.code ?? 'internal_error')}{' '}
          <button type="button" className="tk-link" onClick={() => void retryMessage(item.id)}>
            <Trans>Повторить</Trans>
          </button>{' '}
          <button type="button" className="tk-link" onClick={() => void discardMessage(item.id)}>
            <Trans>Удалить</Trans>
          </button>
        </span>
      ) : (
        <span className="tk-msg__status">
          <span className="tk-clock" aria-hidden="true" />
          {item.state === 'sending' ? t`Отправляется…` : t`Ожидает отправки`}
        </span>
      )}
    </li>
  );
}

function UploadingBubble({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <li className="tk-msg tk-msg--mine tk-msg--pending" aria-busy="true">
      <span className="tk-file__name">{name}</span>
      <span className="tk-msg__status">
        <Spinner label={t`Файл загружается`} />
        {t`Файл загружается`}
      </span>
    </li>
  );
}

function Composer({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useLingui();
  const { profile } = useSignedIn();
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const send = async () => {
    const trimmed = text.trim();
    // spec 03 §5: an empty message is blocked without a message; a submit while one is going is ignored.
    if (!trimmed || submitting) return;
    setSubmitting(true);
    try {
      await enqueueMessage({ ownerId: profile.id, ticketId: ticket.id, text: trimmed, fileId: null, fileName: null });
      setText('');
    } finally {
      setSubmitting(false);
    }
  };
  const attach = async (file: File) => {
    // spec 03 §5: over 2048 KB (size above 1000 times the limit) is refused with a toast, and nothing is uploaded.
    const refusal = isAttachmentTooLarge(file.size) ? 'file_size_is_too_large' : checkUpload(file, 'TICKET');
    if (refusal) {
      notify.error(translateCode(i18n, refusal));
      return;
    }
    setUploading(file.name);
    try {
      const stored = await uploadFile(file, 'TICKET');
      await enqueueMessage({ ownerId: profile.id, ticketId: ticket.id, text: null, fileId: stored.id, fileName: stored.name });
    } catch (error) {
      notify.error(errorText(i18n, error));
    } finally {
      setUploading(null);
    }
  };
  return (
    <>
      {uploading && (
        <ul className="tk-uploading">
          <UploadingBubble name={uploading} />
        </ul>
      )}
      <form
        className="tk-composer"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <input
          ref={picker}
          type="file"
          className="ap-visually-hidden"
          accept=".jpg,.jpeg,.png,.bmp,.gif,.pdf"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
        <Button variant="ghost" small aria-label={t`Прикрепить файл`} disabled={uploading !== null} onClick={() => picker.current?.click()}>
          <LineIcon path={PAPERCLIP} />
        </Button>
        <textarea
          className="ap-field__input tk-composer__input"
          value={text}
          rows={1}
          maxLength={TICKET_TEXT_MAX}
          placeholder={t`Введите сообщение`}
          aria-label={t`Сообщение`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button variant="primary" type="submit" small loading={submitting}>
          <Trans>Отправить</Trans>
        </Button>
      </form>
    </>
  );
}

export function TicketChat({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { profile } = useSignedIn();
  const messages = useTicketMessages(ticket.id);
  const read = useReadMessage();
  const pending = useLiveRead(
    ({ outboxDb }) =>
      outboxDb.messages
        .where('ticketId')
        .equals(ticket.id)
        .filter((item) => item.ownerId === profile.id)
        .sortBy('createdAt'),
    [ticket.id, profile.id],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const asked = useRef(new Set<string>());

  // Oldest on top: the pages come newest first, each newest first.
  const shown = [...new Map((messages.data?.pages ?? []).flatMap((page) => page.content).map((message) => [message.id, message])).values()].reverse();
  const newestId = shown.at(-1)?.id;
  const pendingCount = pending?.length ?? 0;

  // A message that left the outbox is on the server now: show the server's copy.
  const lastPending = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount < lastPending.current) void queryClient.invalidateQueries({ queryKey: ticketKeys.messages(ticket.id) });
    lastPending.current = pendingCount;
  }, [pendingCount, queryClient, ticket.id]);

  // Start at the newest message, and follow new ones; after loading older ones keep the reader where they were.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else {
      box.scrollTop = box.scrollHeight;
    }
  }, [newestId, pendingCount, shown.length]);

  // spec 03 §4 read flow.
  useEffect(() => {
    for (const message of shown) {
      if (message.type !== 'ADMIN' || message.readTime !== null || asked.current.has(message.id)) continue;
      asked.current.add(message.id);
      read.mutate(message.id, { onError: () => asked.current.delete(message.id) });
    }
  });

  const loadOlder = () => {
    const box = scroller.current;
    if (!box || !messages.hasNextPage || messages.isFetchingNextPage) return;
    keepFromBottom.current = box.scrollHeight - box.scrollTop;
    void messages.fetchNextPage();
  };
  // A reader still at the top once a load ended (or was cut short by a refresh) gets the next older page too.
  useEffect(() => {
    const box = scroller.current;
    if (box && box.scrollTop < 40 && box.scrollHeight > box.clientHeight && !messages.isFetching) loadOlder();
  });

  let body;
  if (messages.isPending) body = <DataLoading />;
  else if (messages.isError) body = <DataError error={messages.error} onRetry={() => void messages.refetch()} />;
  else if (shown.length === 0 && pendingCount === 0) body = <p className="tk-chat__hint">{t`Напишите ваш запрос, мы будем рады вам помочь`}</p>;
  else {
    body = (
      <>
        {messages.isFetchingNextPage && <Spinner label={t`Загрузка…`} />}
        <ul className="tk-messages" aria-label={t`Сообщения`} aria-live="polite">
          {shown.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {pending?.map((item) => <PendingBubble key={item.id} item={item} />)}
        </ul>
      </>
    );
  }
  return (
    <section className="tk-chat ap-card" aria-label={t`Обращение №${ticket.number}`}>
      <div
        ref={scroller}
        className="tk-chat__scroll"
        tabIndex={0}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 40) loadOlder();
        }}
      >
        {body}
      </div>
      {ticket.closedDate ? (
        <p className="tk-closed" role="status">
          {t`Обращение закрыто ${formatDateTime(ticket.closedDate)}`}
        </p>
      ) : (
        <Composer ticket={ticket} />
      )}
    </section>
  );
}
