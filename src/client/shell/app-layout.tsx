// The frame of every signed-in screen: test-mode strip, top bar (brand, sale point switcher, deposit, profile menu),
// the navigation menu of spec 01 §2.2 and the page. The switcher, deposit and menu belong to the working states.
// The payment outbox's drainer runs here, once for the session, so queued payments are sent whatever screen is open
// (DESIGN §6); the connectivity indicator and the offline / queue strip sit under the top bar. A skip link comes first
// so keyboard users need not tab through the bar and the menu on every page (WCAG 2.4.1).
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { canReach } from '#shared/access.ts';
import { DepositItem } from '#client/features/balance/components/deposit-item.tsx';
import { depositBase } from '#client/features/balance/deposit-rules.ts';
import { useCurrentSalePointId } from '#client/lib/sale-points/list-sale-points.ts';
import { SalePointSwitcher } from '#client/features/sale-points/components/sale-point-switcher.tsx';
import { NotificationBell } from '#client/features/notifications/components/notification-bell.tsx';
import { useNotificationEvents } from '#client/features/notifications/live.ts';
import { usePushLanguage } from '#client/features/notifications/push.ts';
import { useTicketEvents } from '#client/features/tickets/live.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useOutboxDrainer } from '#client/offline/hooks.ts';
import { Logo } from '#client/ui/icons.tsx';
import { accessPathOf } from './access-path.ts';
import { AppNav } from './app-nav.tsx';
import { ConnectivityIndicator, OfflineStrip } from './offline-status.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';
import './shell.css';

export default function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { access, profile } = useSignedIn();
  const { pathname } = useLocation();
  const working = access.state === 'active' || access.state === 'employee';
  const reachable = useCallback((path: string) => canReach(access, accessPathOf(path)), [access]);
  const salePointId = useCurrentSalePointId(pathname);
  useOutboxDrainer(profile.id);
  // Support's answers light the tickets badge without a reload (issue 11 item 3); tickets are the owner's only.
  useTicketEvents(profile.role === 'AGENT' && canReach(access, '/tickets'));
  // The bell's notifications, live (issue 21): every signed-in state but technical mode, which stops the API.
  const told = access.state !== 'tech-mode';
  useNotificationEvents(told);
  usePushLanguage(told);
  const queuePath = salePointId ? `/sale-points/${encodeURIComponent(salePointId)}/queue` : null;
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <a
        href="#content"
        className="ap-skip-link"
        onClick={(event) => {
          // Focus moves without a fragment in the address, which the router would treat as a navigation.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t`Перейти к содержимому`}
      </a>
      <TestModeBanner />
      <header className="ap-topbar">
        <div className="ap-topbar__start">
          <Link to="/" className={working ? 'ap-topbar__brand ap-topbar__brand--working' : 'ap-topbar__brand'} aria-label={t`Agent Portal — на главную`}>
            <Logo size={32} />
            <span className={working ? 'ap-topbar__brand-name ap-topbar__brand-name--wide' : 'ap-topbar__brand-name'}>Agent Portal</span>
          </Link>
          {working && <SalePointSwitcher currentId={salePointId} reachable={reachable} />}
        </div>
        <ConnectivityIndicator />
        {working && <DepositItem to={depositBase(salePointId)} />}
        {told && <NotificationBell />}
        <ProfileMenu />
      </header>
      {working && <AppNav salePointId={salePointId} reachable={reachable} />}
      <OfflineStrip queuePath={queuePath} />
      <main id="content" className="ap-page" ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
