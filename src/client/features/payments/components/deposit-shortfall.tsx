// Issue 24 item 5: the review step compares the total with the deposit the device already knows (the top bar's
// figure: the server's balance minus the queue, DESIGN §6) and, when it is short, says so before "Оплатить", with
// the shortfall and how to top up. The server would refuse the payment with `not_enough_money_in_your_balance`;
// saying it first spares the customer the wait. The wording names the agent's deposit, never the customer's money.
import { Trans } from '@lingui/react/macro';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Tiyin } from '#shared/money.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { useQueuedTotal } from '#client/offline/queue-hooks.ts';
import { Banner } from '#client/ui/banner.tsx';
import { balanceKeys } from '#client/lib/query-keys.ts';

/** How much the known deposit lacks for `total`; null when it is enough or not known. */
export function shortfallOf(total: Tiyin, deposit: Tiyin | null): Tiyin | null {
  if (deposit === null || total <= deposit) return null;
  return total - deposit;
}

export function DepositShortfall({ total }: { total: Tiyin }) {
  const format = useFormat();
  const { profile } = useSignedIn();
  // Only reads the top bar's balance answer from the cache; the top bar keeps it fresh.
  const balance = useQuery<{ balance: number }>({ queryKey: balanceKeys.current(profile.role), queryFn: skipToken });
  const queued = useQueuedTotal();
  const deposit = balance.data ? balance.data.balance - queued : null;
  const short = shortfallOf(total, deposit);
  if (short === null || deposit === null) return null;
  const lacking = format.money(short);
  const left = format.money(Math.max(0, deposit));
  const due = format.money(total);
  return (
    <div data-testid="deposit-shortfall">
      <Banner tone="warning">
        <p>
          <Trans>
            На депозите агента не хватает {lacking} для этого платежа: на депозите {left}, к оплате {due}.
            Это деньги агента на счёте в системе, а не деньги клиента: платёж не пройдёт, пока депозит не пополнен.
          </Trans>
        </p>
        <p>
          {profile.role === 'AGENT' ? (
            <Trans>
              Пополните депозит банковским переводом: <Link to="/deposit/top-up">реквизиты для пополнения</Link>.
            </Trans>
          ) : (
            <Trans>Попросите владельца бизнеса пополнить депозит.</Trans>
          )}
        </p>
      </Banner>
    </div>
  );
}
