// spec 01 §2.2 navigation: the business-level menu (agent only) and, inside a sale point, the sale point menu.
// Entries the user may not open are left out; list links open on today's period. On a phone (issue 25) the menu is
// a bar at the bottom of the screen: the `primary` entries, and "Ещё" opening the rest, so every entry is in view.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useBalance } from '#client/features/balance/api/get-balance.ts';
import { todayQuery } from '#client/lib/period-filter.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { DropdownContent, DropdownItem, DropdownMenu, DropdownTrigger } from '#client/ui/dropdown-menu.tsx';
import { NavIcon, type NavIconName } from './nav-icons.tsx';

type Entry = { to: string; icon: NavIconName; title: string; active: (path: string) => boolean; badge?: boolean; primary?: boolean };

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
    const pages = ['invoices', 'applications', 'shifts', 'news', 'settings', 'deposit'];
    // At most five: all of them fit the phone's bar.
    const pointEntries: Entry[] = [
      { to: base, icon: 'payments', title: t`Платежи`, active: (path) => path === base || !pages.some((page) => under(`${base}/${page}`)(path)) },
      { to: `${base}/invoices?${today}`, icon: 'transactions', title: t`Транзакции`, active: (path) => ['invoices', 'applications', 'shifts'].some((page) => under(`${base}/${page}`)(path)) },
      { to: `${base}/news`, icon: 'news', title: t`Новости`, active: under(`${base}/news`) },
      ...(agent
        ? [
            { to: `${base}/settings`, icon: 'settings' as const, title: t`Настройки`, active: under(`${base}/settings`) },
            { to: `${base}/deposit`, icon: 'deposit' as const, title: t`Депозит`, active: under(`${base}/deposit`) },
          ]
        : []),
    ];
    entries = pointEntries.map((entry) => ({ ...entry, primary: true }));
  } else if (agent) {
    entries = [
      { to: '/', icon: 'outlets', title: t`Точки продаж`, active: (path) => path === '/', primary: true },
      { to: '/employees', icon: 'employees', title: t`Сотрудники`, active: under('/employees') },
      // The section opens on the contract, which every signed business has (decision 155; spec: the invoices).
      { to: '/documents', icon: 'documents', title: t`Документы`, active: under('/documents') },
      // The shifts (issue 24) are the third tab of the transactions screen: no entry of their own in a full menu.
      { to: `/invoices?${today}`, icon: 'transactions', title: t`Транзакции`, active: (path) => ['/invoices', '/applications', '/shifts'].some((page) => under(page)(path)), primary: true },
      { to: '/news', icon: 'news', title: t`Новости`, active: under('/news') },
      { to: `/statistics?${today}`, icon: 'statistics', title: t`Статистика`, active: under('/statistics'), primary: true },
      { to: '/tickets', icon: 'tickets', title: t`Обращения`, active: under('/tickets'), badge: balance.data?.hasNewMessageForAgent },
      { to: '/deposit', icon: 'deposit', title: t`Депозит`, active: under('/deposit'), primary: true },
      { to: '/profile', icon: 'profile', title: t`Профиль`, active: under('/profile') },
    ];
  } else {
    return null;
  }
  const shown = entries.filter((entry) => reachable(entry.to.split('?')[0]));
  const more = shown.filter((entry) => !entry.primary);
  return (
    <nav className="ap-app-nav" aria-label={salePointId === null ? t`Меню бизнеса` : t`Меню точки продаж`}>
      <div className="ap-app-nav__inner" ref={inner}>
        {shown.map((entry) => {
          const active = entry.active(pathname);
          return (
            <Link
              key={entry.icon}
              to={entry.to}
              className={entry.primary ? 'ap-app-nav__link' : 'ap-app-nav__link ap-app-nav__link--secondary'}
              aria-current={active ? 'page' : undefined}
            >
              <NavIcon name={entry.icon} />
              <span className="ap-app-nav__title">{entry.title}</span>
              {entry.badge && <span className="ap-app-nav__badge" role="status" aria-label={t`Есть новые сообщения`} />}
            </Link>
          );
        })}
        {more.length > 0 && <MoreEntries entries={more} pathname={pathname} />}
      </div>
    </nav>
  );
}

/** The phone bar's last button: the entries that do not fit the bar, in a menu; shown only on phones (shell.css). */
function MoreEntries({ entries, pathname }: { entries: Entry[]; pathname: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const active = entries.some((entry) => entry.active(pathname));
  return (
    <DropdownMenu>
      <DropdownTrigger className="ap-app-nav__link ap-app-nav__more" data-active={active || undefined}>
        <NavIcon name="more" />
        <span className="ap-app-nav__title">{t`Ещё`}</span>
        {entries.some((entry) => entry.badge) && <span className="ap-app-nav__badge" aria-hidden="true" />}
      </DropdownTrigger>
      <DropdownContent>
        {entries.map((entry) => (
          <DropdownItem key={entry.icon} onSelect={() => navigate(entry.to)} aria-current={entry.active(pathname) ? 'page' : undefined}>
            <NavIcon name={entry.icon} />
            {entry.title}
            {entry.badge && <span className="ap-app-nav__badge" role="status" aria-label={t`Есть новые сообщения`} />}
          </DropdownItem>
        ))}
      </DropdownContent>
    </DropdownMenu>
  );
}
