// Error reporting (spec 01 §7, issue 22 item 3): when the build has VITE_SENTRY_DSN, unhandled errors, errors React's
// error boundaries catch and the service worker's reports go to a Sentry-compatible service. Without a DSN nothing is
// loaded or sent; with one the SDK (./error-reporting-sdk.ts) is its own chunk, fetched at the first error or once the
// first screen has shown, so the sign-in screen's chunks do not grow.
import type { ErrorInfo } from 'react';

const DSN: string = import.meta.env.VITE_SENTRY_DSN ?? '';

type Sdk = typeof import('./error-reporting-sdk.ts');
let sdk: Promise<Sdk> | null = null;

const load = (): Promise<Sdk> =>
  (sdk ??= import('./error-reporting-sdk.ts').then((module) => {
    module.start(DSN);
    return module;
  }));

export const errorReportingEnabled = (): boolean => DSN !== '';

/** Sends one error (nothing without a DSN); `context` says where it came from. */
export function reportError(error: unknown, context: Record<string, string> = {}): void {
  if (!DSN) return;
  void load().then((module) => module.capture(error, context));
}

/** Listens for unhandled errors and the service worker's reports; loads the SDK once the first screen has shown. */
export function startErrorReporting(firstScreenShown: () => Promise<unknown>): void {
  if (!DSN) return;
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, { source: 'window' }));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'promise' }));
  void firstScreenShown().then(load);
}

const boundaryHandler = (kind: string) => (error: unknown, info: ErrorInfo) => {
  console.error(error);
  reportError(error, { source: `react-${kind}`, componentStack: info.componentStack ?? '' });
};

/** createRoot's options: errors caught by an error boundary (the router's, the map's) and those none caught. */
export function rootErrorOptions(): { onCaughtError?: (error: unknown, info: ErrorInfo) => void; onUncaughtError?: (error: unknown, info: ErrorInfo) => void } {
  if (!DSN) return {};
  return { onCaughtError: boundaryHandler('boundary'), onUncaughtError: boundaryHandler('uncaught') };
}
