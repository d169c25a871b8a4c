// Transactions and cancellations are one screen with two tabs (spec 02 §2), for the business (/invoices,
// /applications) and inside a sale point; each tab link opens on today's period.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { canReach } from '#shared/access.ts';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { SalePointNotFound } from '#client/features/sale-points/components/sale-point-not-found.tsx';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { todayQuery } from '#client/lib/period-filter.ts';
import { accessPathOf } from './access-path.ts';
import './shell.css';

export default function LedgerLayout() {
  const { t } = useLingui();
  const { access } = useSignedIn();
  const { id } = useParams();
  const { pathname } = useLocation();
  const salePoints = useSalePoints();
  const base = id === undefined ? '' : `/sale-points/${encodeURIComponent(id)}`;
  // spec 02 §2: a sale point the user cannot open (unknown, or not assigned to this employee) says so.
  if (id !== undefined && salePoints.isSuccess && !salePoints.data.some((point) => point.id === id)) return <SalePointNotFound />;
  const today = todayQuery();
  const tabs = [
    { path: `${base}/invoices`, title: t`Транзакции` },
    { path: `${base}/applications`, title: t`Заявки на отмену` },
    { path: `${base}/shifts`, title: t`Смены` },
  ].filter((tab) => canReach(access, accessPathOf(tab.path)));
  return (
    <>
      <div className="ap-page__header">
        <h1 className="ap-title">
          <Trans>Транзакции</Trans>
        </h1>
      </div>
      {tabs.length > 1 && (
        <nav className="ap-tabs__list" aria-label={t`Транзакции, заявки на отмену и смены`}>
          {tabs.map((tab) => (
            <Link
              key={tab.path}
              to={tab.path.endsWith('/shifts') ? tab.path : `${tab.path}?${today}`}
              className="ap-tabs__trigger ap-tab-link"
              aria-current={pathname === tab.path ? 'page' : undefined}
            >
              {tab.title}
            </Link>
          ))}
        </nav>
      )}
      <Outlet />
    </>
  );
}
