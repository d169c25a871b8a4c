// The deposit section (spec 03 §2): /deposit, or /sale-points/{id}/deposit inside a sale point; a left menu with the
// reward balance (refetched every 60 s) and the day view, rewards, history and top-up pages.
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { formatSum } from '#shared/money.ts';
import { useRewardBalance } from '#client/features/balance/api/get-reward-balance.ts';
import { depositBase } from '#client/features/balance/deposit-rules.ts';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { SalePointNotFound } from '#client/features/sale-points/components/sale-point-not-found.tsx';
import { Icon, type IconName } from '#client/ui/icons.tsx';
import '#client/features/balance/deposit.css';

export default function DepositLayout() {
  const { t } = useLingui();
  const { id } = useParams();
  const salePoints = useSalePoints();
  const reward = useRewardBalance();
  if (id !== undefined && salePoints.isSuccess && !salePoints.data.some((point) => point.id === id)) return <SalePointNotFound />;
  const base = depositBase(id ?? null);
  const entries: { to: string; icon: IconName; title: string }[] = [
    { to: base, icon: 'clock', title: t`Депозит за день` },
    { to: `${base}/rewards`, icon: 'check', title: t`Вознаграждения` },
    { to: `${base}/history`, icon: 'document', title: t`История пополнений` },
    { to: `${base}/top-up`, icon: 'info', title: t`Как пополнить` },
  ];
  return (
    <>
      <div className="ap-page__header">
        <h1 className="ap-title">
          <Trans>Депозит</Trans>
        </h1>
      </div>
      <div className="ap-profile">
        <div className="dp-menu">
          <div className="dp-reward-balance" role="status">
            <span className="dp-reward-balance__label">{t`Баланс вознаграждений`}</span>
            <strong className="dp-reward-balance__amount" data-testid="reward-balance">
              {reward.data ? `${formatSum(reward.data.sum)} ${t`сум`}` : '…'}
            </strong>
          </div>
          <nav className="ap-side-nav" aria-label={t`Разделы депозита`}>
            {entries.map((entry) => (
              <NavLink key={entry.to} to={entry.to} end className="ap-side-nav__link">
                <Icon name={entry.icon} />
                {entry.title}
              </NavLink>
            ))}
          </nav>
        </div>
        <section className="dp-content">
          <Outlet />
        </section>
      </div>
    </>
  );
}
