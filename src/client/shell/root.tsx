// The guard of every route: waits until the session is known, decides access with the shared table (spec 01 §2.1)
// and sends any unreachable path to `/`. Signed out, it needs no server state: the sign-in route loads no query
// library (issue 12). Signed in, the guard goes on in its own chunk (signed-in-root.tsx) with the query cache, the
// profile and the signed-in screens' texts.
import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canReach, decideAccess } from '#shared/access.ts';
import { isAuthenticated, useSession } from '#client/lib/session.ts';
import { LoadingScreen } from '#client/ui/loading-screen.tsx';
import { accessPathOf } from './access-path.ts';
import { PageOutlet } from './page-outlet.tsx';
import { loadSignedInShell, SignedInRoot } from './signed-in-preload.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

export function Root() {
  const { t } = useLingui();
  const session = useSession();
  const { pathname } = useLocation();
  const loading = <LoadingScreen label={t`Загрузка…`} />;

  if (isAuthenticated(session)) {
    void loadSignedInShell(pathname);
    return (
      <Suspense fallback={loading}>
        <SignedInRoot />
      </Suspense>
    );
  }
  if (!canReach(decideAccess({ authenticated: false }), accessPathOf(pathname))) return <Navigate to="/" replace />;
  const page: ReactNode = <PageOutlet fallback={loading} />;
  return (
    <>
      <TestModeBanner />
      {page}
    </>
  );
}
