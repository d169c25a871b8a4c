import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { activateLocale, i18n, storedLocale } from './lib/i18n.ts';
import { persistOptions, queryClient } from './lib/query-client.ts';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { router } from './router.tsx';
import { Toaster } from './ui/toast.tsx';
import './ui/styles.css';
import './ui/layout.css';

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <RouterProvider router={router} />
          <Toaster />
          <UpdatePrompt />
        </PersistQueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

// The first paint waits for the catalog only, so no screen ever flashes untranslated ids.
void activateLocale(storedLocale()).then(render);

// The worker is registered once the page has loaded, so its install and precaching never compete with the first
// screen for the network (workbox's advice).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./pwa/register.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
// Ask the browser not to evict what the portal keeps offline (DESIGN §6).
void navigator.storage?.persist?.();
