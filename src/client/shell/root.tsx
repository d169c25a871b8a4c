// The guard of every route: waits until the session is known, loads the profile, decides access with the shared
// table (spec 01 §2.1) and sends any unreachable path to `/`.
import { useLingui } from '@lingui/react/macro';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canReach, decideAccess } from '#shared/access.ts';
import { isApiError } from '#client/lib/api.ts';
import { signedInTexts } from '#client/lib/i18n.ts';
import { profileQueryOptions, SignedInContext } from '#client/lib/current-profile.ts';
import { isAuthenticated, setRole, useSession } from '#client/lib/session.ts';
import { signOut } from '#client/lib/sign-out.ts';
import { LoadingScreen } from '#client/ui/loading-screen.tsx';
import { accessPathOf } from './access-path.ts';
import { ConnectionLost } from './connection-lost.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

const AppLayout = lazy(() => import('./app-layout.tsx'));

const isConnectionLoss = (error: unknown) => isApiError(error, 'network_error');

/** Shows its children once the signed-in screens' texts are loaded (they are not part of the sign-in route). */
function WithSignedInTexts({ children }: { children: ReactNode }) {
  use(signedInTexts());
  return children;
}

export function Root() {
  const { t } = useLingui();
  const session = useSession();
  const authenticated = isAuthenticated(session);
  const restoring = useIsRestoring();
  const profileQuery = useQuery({ ...profileQueryOptions, enabled: authenticated && !restoring });
  const { pathname } = useLocation();
  const profile = authenticated ? profileQuery.data : undefined;

  useEffect(() => {
    if (profile) setRole(profile.role);
  }, [profile]);

  // spec 01 §4: a failed profile fetch logs the user out; a lost connection is not a failure of the session.
  const failed = authenticated && profileQuery.isError && !isConnectionLoss(profileQuery.error);
  useEffect(() => {
    if (failed) void signOut();
  }, [failed]);

  const loading = <LoadingScreen label={t`Загрузка…`} />;
  if (restoring || failed) return loading;
  if (authenticated && !profile) {
    return profileQuery.isError ? <ConnectionLost onRetry={() => void profileQuery.refetch()} /> : loading;
  }

  const access = decideAccess(
    profile
      ? { authenticated: true, skipUnsignedAgreement: session.skipUnsignedAgreement, profile }
      : { authenticated: false },
  );
  if (!canReach(access, accessPathOf(pathname))) return <Navigate to="/" replace />;

  const page: ReactNode = (
    <Suspense fallback={loading}>
      <Outlet />
    </Suspense>
  );
  if (!profile) {
    return (
      <>
        <TestModeBanner />
        {page}
      </>
    );
  }
  return (
    <SignedInContext.Provider value={{ profile, access }}>
      <Suspense fallback={loading}>
        <WithSignedInTexts>
          {access.state === 'incomplete-profile' ? (
            <>
              <TestModeBanner />
              {page}
            </>
          ) : (
            <AppLayout>{page}</AppLayout>
          )}
        </WithSignedInTexts>
      </Suspense>
    </SignedInContext.Provider>
  );
}
