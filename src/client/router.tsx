// The data router. Which of these routes a user may open is decided by `decideAccess` (#shared/access.ts) in
// the Root guard; every path the table does not list, or that has no screen yet, goes to `/`. Each area is its
// own lazy chunk so the sign-in route loads only what it needs.
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Home } from './shell/home.tsx';
import { Root } from './shell/root.tsx';
import { WorkspacePage } from './shell/signed-in-preload.ts';

const RegisterPage = lazy(() => import('./features/auth/routes/register-page.tsx'));
const RecoveryPage = lazy(() => import('./features/auth/routes/recovery-page.tsx'));
const ProfileLayout = lazy(() => import('./features/profile/routes/profile-layout.tsx'));
const PersonalDataPage = lazy(() => import('./features/profile/routes/personal-data-page.tsx'));
const BusinessPage = lazy(() => import('./features/profile/routes/business-page.tsx'));
const SecurityPage = lazy(() => import('./features/profile/routes/security-page.tsx'));
const NotificationsPage = lazy(() => import('./features/notifications/routes/notifications-page.tsx'));
const LedgerLayout = lazy(() => import('./shell/ledger-layout.tsx'));
const InvoicesPage = lazy(() => import('./features/invoices/routes/invoices-page.tsx'));
const ApplicationsPage = lazy(() => import('./features/applications/routes/applications-page.tsx'));
const ShiftsPage = lazy(() => import('./features/shifts/routes/shifts-page.tsx'));
const SettingsLayout = lazy(() => import('./features/sale-points/routes/settings-layout.tsx'));
const SettingsEmployeesPage = lazy(() => import('./features/sale-points/routes/settings-employees-page.tsx'));
const SettingsGeneralPage = lazy(() => import('./features/sale-points/routes/settings-general-page.tsx'));
const SettingsAddressPage = lazy(() => import('./features/sale-points/routes/settings-address-page.tsx'));
const SettingsMapPage = lazy(() => import('./features/sale-points/routes/settings-map-page.tsx'));
const QueuePage = lazy(() => import('./features/queue/routes/queue-page.tsx'));
const NewsPage = lazy(() => import('./features/news/routes/news-page.tsx'));
const DepositLayout = lazy(() => import('./shell/deposit-layout.tsx'));
const DayPage = lazy(() => import('./features/balance/routes/day-page.tsx'));
const RewardsPage = lazy(() => import('./features/balance/routes/rewards-page.tsx'));
const DepositHistoryPage = lazy(() => import('./features/balance/routes/history-page.tsx'));
const TopUpPage = lazy(() => import('./features/balance/routes/top-up-page.tsx'));
const EmployeesPage = lazy(() => import('./features/employees/routes/employees-page.tsx'));
const EmployeeLayout = lazy(() => import('./features/employees/routes/employee-layout.tsx'));
const EmployeePointsPage = lazy(() => import('./features/employees/routes/employee-points-page.tsx'));
const EmployeeGeneralPage = lazy(() => import('./features/employees/routes/employee-general-page.tsx'));
const EmployeeProfilePage = lazy(() => import('./features/employees/routes/employee-profile-page.tsx'));
const TicketsPage = lazy(() => import('./features/tickets/routes/tickets-page.tsx'));
const DocumentsLayout = lazy(() => import('./features/documents/routes/documents-layout.tsx'));
const ContractDocumentPage = lazy(() => import('./features/documents/routes/contract-document-page.tsx'));
const RewardTablePage = lazy(() => import('./features/documents/routes/reward-table-page.tsx'));
const AgreementsPage = lazy(() => import('./features/documents/routes/agreements-page.tsx'));
const AccountInvoicesPage = lazy(() => import('./features/documents/routes/account-invoices-page.tsx'));
const StatisticsPage = lazy(() => import('./features/statistics/routes/statistics-page.tsx'));

const toHome = <Navigate to="/" replace />;

/** spec 03 §2: the deposit section, for the business and inside a sale point; unknown sub-paths go to `/`. */
const deposit = (): RouteObject => ({
  path: 'deposit',
  element: <DepositLayout />,
  children: [
    { index: true, element: <DayPage /> },
    { path: 'rewards', element: <RewardsPage /> },
    { path: 'history', element: <DepositHistoryPage /> },
    { path: 'top-up', element: <TopUpPage /> },
    { path: '*', element: toHome },
  ],
});

/** spec 02 §2: transactions and cancellations, as two tabs of one screen. */
const ledger = (): RouteObject => ({
  element: <LedgerLayout />,
  children: [
    { path: 'invoices', element: <InvoicesPage /> },
    { path: 'applications', element: <ApplicationsPage /> },
    // issue 24: the shifts and their cash counts.
    { path: 'shifts', element: <ShiftsPage /> },
  ],
});

/**
 * The app's router, created when the app first renders (main.tsx), not when this module is evaluated: compiling the
 * route table and reading the address was a quarter of the entry's evaluation, one task of about 40 ms at a start
 * (160 ms on Lighthouse's simulated phone, often counted as blocking time after its first paint; issue 24 item 6).
 */
export const createAppRouter = () => createBrowserRouter([
  // issue 15: the staff console, outside the portal's guard, in its own chunks with its own session.
  { path: '/staff/*', lazy: async () => ({ Component: (await import('./staff/staff-app.tsx')).StaffApp }) },
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
      { path: 'tickets/:id?', element: <TicketsPage /> },
      deposit(),
      // spec 03 §2: the owner's employees, and one employee's sale points, general settings and profile.
      { path: 'employees', element: <EmployeesPage /> },
      {
        path: 'employees/:id',
        element: <EmployeeLayout />,
        children: [
          { index: true, element: <EmployeePointsPage /> },
          { path: 'general', element: <EmployeeGeneralPage /> },
          { path: 'profile', element: <EmployeeProfilePage /> },
          { path: '*', element: toHome },
        ],
      },
      // spec 03 §2 documents: exact routes; unknown sub-paths go to `/`.
      {
        path: 'documents',
        element: <DocumentsLayout />,
        children: [
          { index: true, element: <ContractDocumentPage /> },
          { path: 'rewards', element: <RewardTablePage /> },
          { path: 'additional-agreements', element: <AgreementsPage /> },
          { path: 'invoice', element: <AccountInvoicesPage /> },
          { path: '*', element: toHome },
        ],
      },
      { path: 'statistics', element: <StatisticsPage /> },
      {
        path: 'sale-points/:id',
        children: [
          // spec 02 §2: the payment workspace, with an optional trailing page segment.
          { index: true, element: <WorkspacePage /> },
          { path: 'queue', element: <QueuePage /> },
          { path: ':page', element: <WorkspacePage /> },
          { path: 'news', element: <NewsPage /> },
          deposit(),
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
