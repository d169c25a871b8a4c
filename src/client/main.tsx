import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { rootErrorOptions, startErrorReporting } from './lib/error-reporting.ts';
import { renderInSlices } from './lib/first-render.ts';
import { activateLocale, i18n, storedLocale } from './lib/i18n.ts';
import { getSession, isAuthenticated } from './lib/session.ts';
import { fetchPublicSettings } from './lib/settings.ts';
import { afterFirstScreen, holdUntilFirstScreenPainted } from './pwa/first-screen.ts';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { createAppRouter } from './router.tsx';
import { startSignedIn } from './shell/signed-in-preload.ts';
import { Toaster } from './ui/toast.tsx';
import './ui/styles.css';
import './ui/layout.css';

// The query cache and its persistence belong to the signed-in screens (shell/signed-in-root.tsx): the sign-in
// route loads no query library (issue 12).
// A signed-in start renders its first screen in slices (lib/first-render.ts); the sign-in screen is small and renders
// as it did.
function render(signedIn: boolean): void {
  const root = createRoot(document.getElementById('root')!, rootErrorOptions());
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={createAppRouter()} />
        <Toaster />
        <UpdatePrompt />
      </I18nProvider>
    </StrictMode>
  );
  if (signedIn) renderInSlices(root, app);
  else root.render(app);
}

// The first paint waits for the catalog only, so no screen ever flashes untranslated ids. The public settings (the
// test-mode banner every screen shows) are asked for at the same time, not after the first render (issue 12).
void fetchPublicSettings().catch(() => undefined);
// Signed in, the profile and the signed-in chunks this address needs start now too, beside the catalog (issue 12), and
// the first render waits for those chunks as well (shell/signed-in-preload.ts says why).
let shellLoaded: Promise<void> = Promise.resolve();
const signedIn = isAuthenticated(getSession());
if (signedIn) {
  holdUntilFirstScreenPainted();
  shellLoaded = startSignedIn(window.location.pathname);
}
void Promise.all([activateLocale(storedLocale()), shellLoaded]).then(() => render(signedIn));

// Errors go to the reporting service only when the build has VITE_SENTRY_DSN; its SDK loads after the first screen.
startErrorReporting(afterFirstScreen);

// The worker, whose install precaches the rest of the app, is registered once the first screen has shown, the page
// has loaded and the main thread is idle: its precaching never competes with the first screen for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void afterFirstScreen()
    .then(() => import('./pwa/register.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker());
}
// Ask the browser not to evict what the portal keeps offline (DESIGN §6).
void navigator.storage?.persist?.();
