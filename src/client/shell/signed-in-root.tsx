// The guard's signed-in half (root.tsx decides which half runs): the persisted query cache, the profile, access by
// its state (spec 01 §2.1), and any unreachable path sent to `/`. Its own chunk, with the query library, so the
// sign-in route never loads either (issue 12).
import { useLingui } from '@lingui/react/macro';
import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canReach, decideAccess } from '#shared/access.ts';
import { isApiError } from '#client/lib/api.ts';
import { hasSignedInTexts, signedInTexts } from '#client/lib/i18n.ts';
import { profileQueryOptions, SignedInContext } from '#client/lib/current-profile.ts';
import { persistOptions, queryClient, restoreQueryCache } from '#client/lib/query-client.ts';
import { setRole, useSession } from '#client/lib/session.ts';
import { signOut } from '#client/lib/sign-out.ts';
import { LoadingScreen } from '#client/ui/loading-screen.tsx';
import { accessPathOf } from './access-path.ts';
import { ConnectionLost } from './connection-lost.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { AppLayout } from './signed-in-preload.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const isConnectionLoss = (error: unknown) => isApiError(error, 'network_error');

/** Shows its children once the signed-in screens' texts are loaded (they are not part of the sign-in route). A
 * signed-in start has loaded them before the first render: no suspending then (lib/preloadable.tsx says why). */
function WithSignedInTexts({ children }: { children: ReactNode }) {
  if (!hasSignedInTexts()) use(signedInTexts());
  return children;
}

function SignedInGuard() {
  const { t } = useLingui();
  const session = useSession();
  const profileQuery = useQuery(profileQueryOptions);
  const { pathname } = useLocation();
  const profile = profileQuery.data;

  useEffect(() => {
    if (profile) setRole(profile.role);
  }, [profile]);

  // spec 01 §4: a failed profile fetch logs the user out; a lost connection is not a failure of the session.
  const failed = profileQuery.isError && !isConnectionLoss(profileQuery.error);
  useEffect(() => {
    if (failed) void signOut();
  }, [failed]);

  const loading = <LoadingScreen label={t`Загрузка…`} />;
  if (failed) return loading;
  if (!profile) {
    return profileQuery.isError ? <ConnectionLost onRetry={() => void profileQuery.refetch()} /> : loading;
  }

  const access = decideAccess({ authenticated: true, skipUnsignedAgreement: session.skipUnsignedAgreement, profile });
  if (!canReach(access, accessPathOf(pathname))) return <Navigate to="/" replace />;

  const page: ReactNode = <PageOutlet fallback={loading} />;
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

export default function SignedInRoot() {
  // The stored cache is back before the first render (query-client.ts says why), once per mount as TanStack's
  // PersistQueryClientProvider did; every later change of the cache is stored.
  useState(() => restoreQueryCache());
  useEffect(() => persistQueryClientSubscribe({ queryClient, ...persistOptions }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInGuard />
    </QueryClientProvider>
  );
}
