// The staff console at /staff (issue 15): its own lazy chunk, never imported by the portal's routes, with its own
// session, texts and query cache. Signed out it shows the sign-in screen; signed in, the sections the role may open.
import { useLingui } from '@lingui/react/macro';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { isApiError } from '#client/lib/api.ts';
import { LoadingScreen } from '#client/ui/loading-screen.tsx';
import { staffMe } from '#shared/api/staff-accounts.ts';
import { request } from '#client/lib/api.ts';
import { staffKeys } from './api/keys.ts';
import { staffTexts } from './i18n.ts';
import { StaffLayout } from './layout.tsx';
import { sectionsOf, type StaffSection } from './roles.ts';
import { clearStaffSession, updateStaffUser, useStaffSession } from '#client/lib/staff-session.ts';
import { SignInPage } from './sign-in-page.tsx';
import './staff.css';

const SCREENS: Record<StaffSection, ReturnType<typeof lazy>> = {
  moderation: lazy(() => import('./screens/moderation-page.tsx')),
  applications: lazy(() => import('./screens/applications-page.tsx')),
  money: lazy(() => import('./screens/money-page.tsx')),
  tickets: lazy(() => import('./screens/tickets-page.tsx')),
  news: lazy(() => import('./screens/news-page.tsx')),
  switches: lazy(() => import('./screens/switches-page.tsx')),
  users: lazy(() => import('./screens/users-page.tsx')),
  audit: lazy(() => import('./screens/audit-page.tsx')),
};

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A refused request (4xx) will be refused again; only lost connections and server faults are worth a retry.
      retry: (count, error) => count < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

function WithTexts({ children }: { children: ReactNode }) {
  use(staffTexts());
  return children;
}

/** Signed in: the server's word on who this is (a changed role or a block ends or changes what the menu shows). */
function SignedIn() {
  const { t } = useLingui();
  const session = useStaffSession();
  const me = useQuery({ queryKey: staffKeys.me(), queryFn: ({ signal }) => request(staffMe, { signal }) });
  useEffect(() => {
    if (me.data) updateStaffUser(me.data);
  }, [me.data]);
  const refused = me.isError && isApiError(me.error) && me.error.status !== 0 && me.error.status < 500;
  useEffect(() => {
    if (refused) clearStaffSession();
  }, [refused]);
  if (!session) return null;
  const sections = sectionsOf(session.user.role);
  const loading = <LoadingScreen label={t`Загрузка…`} />;
  return (
    <Routes>
      <Route element={<StaffLayout sections={sections} />}>
        {sections.map((section) => {
          const Screen = SCREENS[section];
          return (
            <Route
              key={section}
              path={`${section}/*`}
              element={
                <Suspense fallback={loading}>
                  <Screen />
                </Suspense>
              }
            />
          );
        })}
        <Route path="*" element={sections[0] ? <Navigate to={`/staff/${sections[0]}`} replace /> : <NoSections />} />
      </Route>
    </Routes>
  );
}

function NoSections() {
  const { t } = useLingui();
  return <p className="ap-text-muted">{t`Вашей роли не доступен ни один раздел консоли`}</p>;
}

function Console() {
  const session = useStaffSession();
  useEffect(() => {
    // Another staff user signing in on this browser must not see the previous one's data.
    if (!session) queryClient.clear();
  }, [session]);
  return session ? <SignedIn /> : <SignInPage />;
}

export function StaffApp() {
  const { t } = useLingui();
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingScreen label={t`Загрузка…`} />}>
        <WithTexts>
          <Console />
        </WithTexts>
      </Suspense>
    </QueryClientProvider>
  );
}
