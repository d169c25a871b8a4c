// The data router. Which of these routes a user may open is decided by `decideAccess` (#shared/access.ts) in
// the Root guard; every path the table does not list, or that has no screen yet, goes to `/`. Each area is its
// own lazy chunk so the sign-in route loads only what it needs.
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Home } from './shell/home.tsx';
import { Root } from './shell/root.tsx';

const RegisterPage = lazy(() => import('./features/auth/routes/register-page.tsx'));
const RecoveryPage = lazy(() => import('./features/auth/routes/recovery-page.tsx'));
const ProfileLayout = lazy(() => import('./features/profile/routes/profile-layout.tsx'));
const PersonalDataPage = lazy(() => import('./features/profile/routes/personal-data-page.tsx'));
const BusinessPage = lazy(() => import('./features/profile/routes/business-page.tsx'));
const SecurityPage = lazy(() => import('./features/profile/routes/security-page.tsx'));
const NotificationsPage = lazy(() => import('./features/profile/routes/notifications-page.tsx'));
const LedgerLayout = lazy(() => import('./shell/ledger-layout.tsx'));
const InvoicesPage = lazy(() => import('./features/invoices/routes/invoices-page.tsx'));
const ApplicationsPage = lazy(() => import('./features/applications/routes/applications-page.tsx'));
const SettingsLayout = lazy(() => import('./features/sale-points/routes/settings-layout.tsx'));
const SettingsEmployeesPage = lazy(() => import('./features/sale-points/routes/settings-employees-page.tsx'));
const SettingsGeneralPage = lazy(() => import('./features/sale-points/routes/settings-general-page.tsx'));
const SettingsAddressPage = lazy(() => import('./features/sale-points/routes/settings-address-page.tsx'));
const SettingsMapPage = lazy(() => import('./features/sale-points/routes/settings-map-page.tsx'));
const WorkspacePage = lazy(() => import('./features/payments/routes/workspace-page.tsx'));
const QueuePage = lazy(() => import('./features/queue/routes/queue-page.tsx'));
const NewsPage = lazy(() => import('./features/news/routes/news-page.tsx'));

const toHome = <Navigate to="/" replace />;

/** spec 02 §2: transactions and cancellations, as two tabs of one screen. */
const ledger = (): RouteObject => ({
  element: <LedgerLayout />,
  children: [
    { path: 'invoices', element: <InvoicesPage /> },
    { path: 'applications', element: <ApplicationsPage /> },
  ],
});

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    children: [
      { index: true, element: <Home /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'recovery', element: <RecoveryPage /> },
      {
        path: 'profile',
        element: <ProfileLayout />,
        children: [
          { index: true, element: <PersonalDataPage /> },
          { path: 'business', element: <BusinessPage /> },
          { path: 'security', element: <SecurityPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
        ],
      },
      ledger(),
      { path: 'news', element: <NewsPage /> },
      {
        path: 'sale-points/:id',
        children: [
          // spec 02 §2: the payment workspace, with an optional trailing page segment.
          { index: true, element: <WorkspacePage /> },
          { path: 'queue', element: <QueuePage /> },
          { path: ':page', element: <WorkspacePage /> },
          { path: 'news', element: <NewsPage /> },
          // Listed in the access table; its screen comes with a later issue.
          { path: 'deposit', element: toHome },
          ledger(),
          {
            path: 'settings',
            element: <SettingsLayout />,
            children: [
              { index: true, element: <SettingsEmployeesPage /> },
              { path: 'general', element: <SettingsGeneralPage /> },
              { path: 'address', element: <SettingsAddressPage /> },
              { path: 'map', element: <SettingsMapPage /> },
              { path: '*', element: toHome },
            ],
          },
        ],
      },
      { path: '*', element: toHome },
    ],
  },
]);
