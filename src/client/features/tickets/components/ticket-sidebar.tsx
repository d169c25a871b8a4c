// spec 03 Tickets: the sidebar: quick search over the subjects, the New appeal button, and the tickets with their
// last message, a new marker on unread ones and a 'closed' label on closed ones; 30 a page with "show more".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Ticket } from '#shared/api/tickets.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { localText } from '#client/lib/local-text.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import type { useTicketList } from '../api/tickets.ts';

type Props = {
  list: ReturnType<typeof useTicketList>;
  search: string;
  onSearch: (text: string) => void;
  selectedId: string | undefined;
  onNew: () => void;
};

function TicketRow({ ticket, selected }: { ticket: Ticket; selected: boolean }) {
  const { t, i18n } = useLingui();
  const closed = ticket.status === 'CLOSE';
  const classes = ['tk-row', closed ? 'tk-row--closed' : '', selected ? 'tk-row--selected' : ''].filter(Boolean).join(' ');
  return (
    <li>
      <Link to={`/tickets/${encodeURIComponent(ticket.id)}`} className={classes} aria-current={selected ? 'page' : undefined}>
        <span className="tk-row__top">
          <span className="tk-row__subject">{localText(ticket.subject.title, i18n.locale)}</span>
          {ticket.hasUnReadMessage && (
            <span className="tk-row__new">
              <span aria-hidden="true" className="tk-row__dot" />
              {t`новое`}
            </span>
          )}
        </span>
        {/* A one-line preview of the last message, cut with an ellipsis: the chat shows it whole. */}
        <span className="tk-row__title" data-preview="">{ticket.title ?? t`Обращение №${ticket.number}`}</span>
        <span className="tk-row__meta">
          <span>№{ticket.number}</span>
          <span>{formatDateTime(ticket.modifiedDate)}</span>
          {closed && <Badge tone="neutral">{t`закрыто`}</Badge>}
        </span>
      </Link>
    </li>
  );
}

export function TicketSidebar({ list, search, onSearch, selectedId, onNew }: Props) {
  const { t } = useLingui();
  const tickets = list.data?.pages.flatMap((page) => page.content) ?? [];
  // spec 03 Tickets: with no tickets and no search the empty state stands alone, its New appeal button the only one
  // (the head's search and button would repeat it over an empty list).
  const empty = list.isSuccess && tickets.length === 0 && !search;
  let body;
  if (list.isPending) body = <DataLoading />;
  else if (list.isError) body = <DataError error={list.error} onRetry={() => void list.refetch()} />;
  else if (tickets.length === 0 && search) body = <p className="tk-sidebar__empty">{t`По данному запросу ничего не найдено`}</p>;
  else if (empty) {
    body = (
      <div className="tk-sidebar__empty">
        <p className="tk-sidebar__question">{t`Есть вопросы?`}</p>
        <Button variant="primary" onClick={onNew}>
          <Trans>Новое обращение</Trans>
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="tk-list" aria-label={t`Обращения`}>
          {tickets.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} selected={ticket.id === selectedId} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button variant="ghost" small loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            <Trans>Показать ещё</Trans>
          </Button>
        )}
      </>
    );
  }
  return (
    <aside className="tk-sidebar ap-card" aria-label={t`Список обращений`}>
      {!empty && (
        <div className="tk-sidebar__head">
          <input
            type="search"
            className="ap-field__input tk-search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t`Поиск по теме`}
            aria-label={t`Поиск по теме`}
            maxLength={200}
          />
          <Button variant="primary" small onClick={onNew}>
            <Trans>Новое обращение</Trans>
          </Button>
        </div>
      )}
      {body}
    </aside>
  );
}
