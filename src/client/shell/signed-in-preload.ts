// Signed in (issue 12), the guard's chunk, the app layout, the signed-in texts and, on a sale point's address, the
// payment workspace are all needed: they are asked for together (at a signed-in start as soon as the entry runs, with
// the profile and that sale point, balance and sale points), not each once the chunk before it has arrived and
// rendered. Each import is fetched once, and a screen whose chunk has arrived renders without a loading step
// (lib/preloadable.tsx).
import { startProfileRequest } from '#client/lib/current-profile.ts';
import { signedInTexts } from '#client/lib/i18n.ts';
import { preloadable } from '#client/lib/preloadable.tsx';
import { WORKSPACE_PATH } from './workspace-path.ts';

export const SignedInRoot = preloadable(() => import('./signed-in-root.tsx'));
export const AppLayout = preloadable(() => import('./app-layout.tsx'));
export const WorkspacePage = preloadable(() => import('#client/features/payments/routes/workspace-page.tsx'));

/** Asks for the shell's files (once each); resolves when they have arrived or failed (a failure shows where the file
 * is rendered, through its error boundary). */
export function loadSignedInShell(pathname: string): Promise<void> {
  const files: Promise<unknown>[] = [SignedInRoot.preload(), AppLayout.preload(), signedInTexts()];
  if (WORKSPACE_PATH.test(pathname)) files.push(WorkspacePage.preload());
  return Promise.allSettled(files).then(() => undefined);
}

/**
 * A signed-in start: the shell, and the data its first screen shows before the code that asks for it has arrived.
 * Once per page load. Resolves when the shell's files are there: main.tsx renders then, so the first render finds
 * every screen of the start loaded. Rendered sooner, a screen not yet there suspends, its boundary commits the loading
 * fallback, and React 19 holds back what replaces a fallback for up to 300 ms (its fallback throttle): the whole
 * screen came 300 ms after everything it needed had arrived.
 */
export function startSignedIn(pathname: string): Promise<void> {
  startProfileRequest();
  const salePointId = WORKSPACE_PATH.exec(pathname)?.[1];
  if (salePointId) {
    void import('./early-workspace-requests.ts').then(({ startWorkspaceRequests }) => startWorkspaceRequests(salePointId));
  }
  return loadSignedInShell(pathname);
}
