// The deposit in the top bar (spec 01 §2.2): the business balance in so'm; a link to /deposit for the agent, plain
// text for an employee, who cannot top it up. The visible label and amount are the link's name (WCAG 2.5.3); the space
// between them, invisible in the flex column, keeps them apart when read.
//
// The figure is the balance minus the queue, and the queue's total drops the moment the drainer stores an answer: the
// balance is asked again at that moment, whatever screen is open (issue 16: after a start offline the cashier watched
// the queue drain on its own screen, and the figure stayed the queued sum too high until the 60 s refetch).
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { formatSum } from '#shared/money.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useAfterSettle } from '#client/offline/hooks.ts';
import { useQueuedTotal } from '#client/offline/queue-hooks.ts';
import { useBalance } from '../api/get-balance.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';
import '../balance.css';

export function DepositItem({ to = '/deposit' }: { to?: string }) {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const balance = useBalance();
  const queryClient = useQueryClient();
  useAfterSettle(
    profile.id,
    useCallback(() => void queryClient.invalidateQueries({ queryKey: balanceKeys.all }), [queryClient]),
  );
  // DESIGN §6: the shown deposit is the server's balance minus the payments still waiting in the outbox.
  const queued = useQueuedTotal();
  const amount = balance.data ? `${formatSum(balance.data.balance - queued)} ${t`сум`}` : '…';
  const content = (
    <>
      <span className="bl-deposit__label">{t`Депозит`}</span>{' '}
      <span className="bl-deposit__amount" data-testid="deposit-balance">
        {amount}
      </span>
    </>
  );
  if (profile.role === 'AGENT') {
    return (
      <Link to={to} className="bl-deposit bl-deposit--link">
        {content}
      </Link>
    );
  }
  return <div className="bl-deposit">{content}</div>;
}
