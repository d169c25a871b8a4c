// The Sentry browser SDK, loaded only when the build has a DSN (./error-reporting.ts). Errors only: no tracing, no
// replays, no breadcrumbs (they would carry what the user typed and the URLs they called); every event is scrubbed
// by the shared scrubber before it leaves.
import { captureException, dedupeIntegration, httpContextIntegration, init, linkedErrorsIntegration, withScope } from '@sentry/browser';
import { scrubEvent } from '#shared/scrub.ts';

export function start(dsn: string): void {
  init({
    dsn,
    release: import.meta.env.VITE_PORTAL_RELEASE,
    environment: import.meta.env.MODE,
    defaultIntegrations: false,
    integrations: [linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
}

export function capture(error: unknown, context: Record<string, string>): void {
  withScope((scope) => {
    const { componentStack, ...tags } = context;
    scope.setTags(tags);
    if (componentStack) scope.setContext('react', { componentStack });
    captureException(error);
  });
}
