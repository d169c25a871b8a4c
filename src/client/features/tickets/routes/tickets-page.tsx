// Tickets (spec 03, issue 11 item 3) at /tickets/{id?}: the owner's support conversations. A sidebar with the quick
// search and the tickets, the chat of the chosen one. On a phone one of the two shows at a time.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { localText } from '#client/lib/local-text.ts';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import { useTicket, useTicketList } from '../api/tickets.ts';
import { NewTicketDialog } from '../components/new-ticket-dialog.tsx';
import { TicketChat } from '../components/ticket-chat.tsx';
import { TicketSidebar } from '../components/ticket-sidebar.tsx';
import '../tickets.css';

const SEARCH_DELAY_MS = 300;

export default function TicketsPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useTicketList(settled, i18n.locale);
  const ticket = useTicket(id);

  let content;
  if (!id) content = <p className="tk-chat__hint">{t`Выберите чат, чтобы начать переписку`}</p>;
  else if (ticket.isPending) content = <DataLoading />;
  else if (ticket.isError) content = <DataError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  else {
    content = (
      <>
        <div className="tk-chat__head">
          <Link to="/tickets" className="tk-back">
            ← <Trans>Все обращения</Trans>
          </Link>
          <h2 className="tk-chat__title">
            {localText(ticket.data.subject.title, i18n.locale)} <span className="tk-chat__number">№{ticket.data.number}</span>
          </h2>
        </div>
        <TicketChat key={ticket.data.id} ticket={ticket.data} />
      </>
    );
  }
  return (
    <>
      <div className="ap-page__header">
        <h1 className="ap-title">
          <Trans>Обращения</Trans>
        </h1>
      </div>
      <div className={id ? 'tk-layout tk-layout--open' : 'tk-layout'}>
        <TicketSidebar list={list} search={search} onSearch={setSearch} selectedId={id} onNew={() => setCreating(true)} />
        <div className="tk-main">{content}</div>
      </div>
      <NewTicketDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
