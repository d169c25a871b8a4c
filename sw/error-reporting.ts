// The service worker's errors (issue 22 item 3): with VITE_SENTRY_DSN in the build, the worker's unhandled errors
// and rejections go to the Sentry-compatible service through the browser SDK, scrubbed like the page's. A worker
// cannot import() a chunk, so the SDK is bundled in; without a DSN the condition is false at build time and the
// bundler drops the SDK from the worker entirely.
import { captureException, dedupeIntegration, init, linkedErrorsIntegration, withScope } from '@sentry/browser';
import { scrubEvent } from '#shared/scrub.ts';

declare const self: ServiceWorkerGlobalScope;

const DSN: string = import.meta.env.VITE_SENTRY_DSN ?? '';

function report(error: unknown, source: string): void {
  withScope((scope) => {
    scope.setTag('source', source);
    captureException(error);
  });
}

export function startWorkerErrorReporting(): void {
  if (!DSN) return;
  try {
    start();
  } catch (error) {
    // Reporting must never keep the worker from installing.
    console.error('error reporting not started', error);
  }
}

function start(): void {
  init({
    dsn: DSN,
    release: import.meta.env.VITE_PORTAL_RELEASE,
    environment: import.meta.env.MODE,
    defaultIntegrations: false,
    integrations: [linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  self.addEventListener('error', (event) => report(event.error ?? event.message, 'service-worker'));
  self.addEventListener('unhandledrejection', (event) => report(event.reason, 'service-worker'));
}
