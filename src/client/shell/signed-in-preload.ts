// Signed in (issue 12), the guard's chunk, the app layout, the signed-in texts and, on a sale point's address, the
// payment workspace are all needed: they are asked for together (at a signed-in start as soon as the entry runs, with
// the profile), not each once the chunk before it has arrived and rendered. Each import is fetched once.
import { startProfileRequest } from '#client/lib/current-profile.ts';
import { signedInTexts } from '#client/lib/i18n.ts';

/** The payment workspace's own address, `/sale-points/:id`. */
const WORKSPACE_PATH = /^\/sale-points\/[^/]+\/?$/;

export function loadSignedInShell(pathname: string): void {
  void import('./signed-in-root.tsx');
  void import('./app-layout.tsx');
  void signedInTexts().catch(() => undefined);
  if (WORKSPACE_PATH.test(pathname)) void import('#client/features/payments/routes/workspace-page.tsx');
}

/** A signed-in start: the shell, and the profile before the guard that asks for it has arrived. Once per page load. */
export function startSignedIn(pathname: string): void {
  startProfileRequest();
  loadSignedInShell(pathname);
}
