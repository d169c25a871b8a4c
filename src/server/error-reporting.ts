// Error reporting (spec 01 §7, issue 22 item 3): with SENTRY_DSN set, unhandled errors and every 5xx answer go to a
// Sentry-compatible service (Sentry, GlitchTip) through the maintained SDK; without it the SDK is never loaded.
// Every event is scrubbed by the shared scrubber before it leaves (phones, cards, tokens, PINs, codes); requests
// are described by method, route and request id only, never by their headers or body.
import type { FastifyRequest } from 'fastify';
import { scrubEvent } from '#shared/scrub.ts';
import type { Config } from './config.ts';
import { PRODUCT_VERSION } from './lib/version.ts';

export type ErrorReporter = {
  /** Reports a request that failed with a 5xx. */
  captureRequestError(error: unknown, request: FastifyRequest): void;
  /** Sends what is queued (shutdown, tests). */
  flush(timeoutMs?: number): Promise<boolean>;
};

let started: Promise<ErrorReporter> | null = null;

/** The reporter for `config`, or null without a DSN. The SDK is global to the process: it is started once. */
export function startErrorReporting(config: Pick<Config, 'sentryDsn' | 'env'>): Promise<ErrorReporter> | null {
  const dsn = config.sentryDsn;
  if (!dsn) return null;
  started ??= import('@sentry/node').then((Sentry) => {
    Sentry.init({
      dsn,
      release: PRODUCT_VERSION,
      environment: config.env,
      // Errors only: no tracing, no automatic request instrumentation (it would read headers and bodies).
      defaultIntegrations: false,
      integrations: [
        Sentry.onUncaughtExceptionIntegration(),
        Sentry.onUnhandledRejectionIntegration(),
        Sentry.linkedErrorsIntegration(),
        Sentry.dedupeIntegration(),
        Sentry.nodeContextIntegration(),
      ],
      beforeSend: (event) => scrubEvent(event),
      beforeBreadcrumb: () => null,
    });
    return {
      captureRequestError(error, request) {
        Sentry.withScope((scope) => {
          scope.setTag('route', request.routeOptions.url ?? 'unknown');
          scope.setTag('method', request.method);
          scope.setTag('request_id', request.id);
          scope.setContext('request', { method: request.method, route: request.routeOptions.url ?? null, url: request.url });
          Sentry.captureException(error);
        });
      },
      flush: (timeoutMs = 2_000) => Sentry.flush(timeoutMs),
    };
  });
  return started;
}
