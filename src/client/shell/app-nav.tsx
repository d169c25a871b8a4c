// spec 01 §2.2 navigation: the business-level menu (agent only) and, inside a sale point, the sale point menu.
// Entries the user may not open are left out; list links open on today's period.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBalance } from '#client/features/balance/api/get-balance.ts';
import { todayQuery } from '#client/lib/period-filter.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { NavIcon, type NavIconName } from './nav-icons.tsx';

type Entry = { to: string; icon: NavIconName; title: string; active: (path: string) => boolean; badge?: boolean };

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

export function AppNav({ salePointId, reachable }: { salePointId: string | null; reachable: (path: string) => boolean }) {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const { pathname } = useLocation();
  const agent = profile.role === 'AGENT';
  const today = todayQuery();
  // The balance call also says whether support answered (spec 01 §2.2: the tickets entry's new-message badge).
  const balance = useBalance();
  const inner = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways and would stay at its start, hiding an active entry past the right edge
  // (e.g. Settings at 360 px): bring the active link into view on each route change. Only the row's scrollLeft
  // moves, never the page (scrollIntoView could also scroll the window vertically).
  useEffect(() => {
    const row = inner.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link) return;
    const rowBox = row.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(row).paddingLeft) || 0;
    if (linkBox.left < rowBox.left + padding) row.scrollLeft -= rowBox.left + padding - linkBox.left;
    else if (linkBox.right > rowBox.right - padding) row.scrollLeft += linkBox.right - (rowBox.right - padding);
  }, [pathname, salePointId]);
  let entries: Entry[];
  if (salePointId !== null) {
    const base = `/sale-points/${encodeURIComponent(salePointId)}`;
    const pages = ['invoices', 'applications', 'news', 'settings', 'deposit'];
    entries = [
      { to: base, icon: 'payments', title: t`Платежи`, active: (path) => path === base || !pages.some((page) => under(`${base}/${page}`)(path)) },
      { to: `${base}/invoices?${today}`, icon: 'transactions', title: t`Транзакции`, active: (path) => under(`${base}/invoices`)(path) || under(`${base}/applications`)(path) },
      { to: `${base}/news`, icon: 'news', title: t`Новости`, active: under(`${base}/news`) },
      ...(agent
        ? [
            { to: `${base}/settings`, icon: 'settings' as const, title: t`Настройки`, active: under(`${base}/settings`) },
            { to: `${base}/deposit`, icon: 'deposit' as const, title: t`Депозит`, active: under(`${base}/deposit`) },
          ]
        : []),
    ];
  } else if (agent) {
    entries = [
      { to: '/', icon: 'outlets', title: t`Точки продаж`, active: (path) => path === '/' },
      { to: '/employees', icon: 'employees', title: t`Сотрудники`, active: under('/employees') },
      // The section opens on the contract, which every signed business has (decision 155; spec: the invoices).
      { to: '/documents', icon: 'documents', title: t`Документы`, active: under('/documents') },
      { to: `/invoices?${today}`, icon: 'transactions', title: t`Транзакции`, active: (path) => under('/invoices')(path) || under('/applications')(path) },
      { to: '/news', icon: 'news', title: t`Новости`, active: under('/news') },
      { to: `/statistics?${today}`, icon: 'statistics', title: t`Статистика`, active: under('/statistics') },
      { to: '/tickets', icon: 'tickets', title: t`Обращения`, active: under('/tickets'), badge: balance.data?.hasNewMessageForAgent },
      { to: '/deposit', icon: 'deposit', title: t`Депозит`, active: under('/deposit') },
      { to: '/profile', icon: 'profile', title: t`Профиль`, active: under('/profile') },
    ];
  } else {
    return null;
  }
  const shown = entries.filter((entry) => reachable(entry.to.split('?')[0]));
  return (
    <nav className="ap-app-nav" aria-label={salePointId === null ? t`Меню бизнеса` : t`Меню точки продаж`}>
      <div className="ap-app-nav__inner" ref={inner}>
        {shown.map((entry) => {
          const active = entry.active(pathname);
          return (
            <Link key={entry.icon} to={entry.to} className="ap-app-nav__link" aria-current={active ? 'page' : undefined}>
              <NavIcon name={entry.icon} />
              <span>{entry.title}</span>
              {entry.badge && <span className="ap-app-nav__badge" role="status" aria-label={t`Есть новые сообщения`} />}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
