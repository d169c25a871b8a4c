// Issue 13 item 4: what an operator behind a load balancer needs. GET /health (the process answers), GET /ready (the
// database answers and its migrations are current; 503 while the process drains before it stops) and GET /metrics
// (Prometheus text through prom-client, behind METRICS_TOKEN; 404 when none is set). None of them is under /api, so
// the API's rate limit never counts them, and none needs a user's token.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { migrationsCurrent, poolOf } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { bearerToken, sameSecret } from './auth.ts';
import { handRoute } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process begins to stop: /ready answers 503 so the balancer sends it no new requests. */
    draining: boolean;
  }
}

/** One registry per process, as Prometheus scrapes a process; several apps in one test process share it. */
export const metrics = new Registry();
const requests = new Counter({
  name: 'portal_http_requests_total',
  help: 'HTTP requests by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metrics],
});
const latency = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});
const replays = new Counter({
  name: 'portal_idempotent_replays_total',
  help: 'Requests answered from a stored answer to the same idempotency key',
  labelNames: ['route'] as const,
  registers: [metrics],
});
/** Payments by the outcome the payer was told (SUCCESSFUL, IN_PROCESS, UNSUCCESSFUL). */
export const paymentOutcomes = new Counter({
  name: 'portal_payments_total',
  help: 'Invoice payments by outcome',
  labelNames: ['outcome'] as const,
  registers: [metrics],
});

/** The app whose database the scrape-time gauges read: the one answering the scrape. */
let scraped: FastifyInstance | null = null;
new Gauge({
  name: 'portal_reconcile_backlog',
  help: 'PENDING invoices waiting for billing or the reconcile job',
  registers: [metrics],
  async collect() {
    if (!scraped) return;
    const backlog = await scraped.ctx.requestRules.pendingBacklog();
    this.set(backlog.count);
    oldestPendingAge.set(backlog.oldest ? Math.max(0, (scraped.ctx.clock.now().getTime() - Date.parse(backlog.oldest)) / 1000) : 0);
  },
});
const oldestPendingAge = new Gauge({
  name: 'portal_reconcile_oldest_pending_seconds',
  help: 'Age of the oldest PENDING invoice (0 when none)',
  registers: [metrics],
});
new Gauge({
  name: 'portal_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests); SQLite has one connection',
  labelNames: ['state'] as const,
  registers: [metrics],
  collect() {
    if (!scraped) return;
    const pool = poolOf(scraped.ctx.db);
    this.set({ state: 'total' }, pool ? pool.totalCount : 1);
    this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
    this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
  },
});

/** Registered on the root instance (not as an encapsulated plugin), so its response hook sees every route. */
export function registerOperations(app: FastifyInstance): void {
  app.decorate('draining', false);
  // A stopping process drains: app.close() marks it first, so /ready fails while requests in flight finish.
  app.addHook('preClose', async () => {
    app.draining = true;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { route, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.getHeader('idempotent-replayed') === 'true') replays.inc({ route });
  });

  app.get(
    '/health',
    handRoute({
      summary: 'Liveness: the process answers',
      security: 'none',
      responses: { 200: { description: 'Up.', contentType: 'application/json', schema: { type: 'object', properties: { data: { type: 'object', properties: { status: { const: 'UP' } }, required: ['status'] } }, required: ['data'] } } },
    }),
    async () => ({ data: { status: 'UP' } }),
  );

  const readiness = {
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: { ready: { type: 'boolean' }, database: { type: 'boolean' }, migrations: { type: 'boolean' }, draining: { type: 'boolean' } },
        required: ['ready', 'database', 'migrations', 'draining'],
      },
    },
    required: ['data'],
  };
  const readyRoute = handRoute({
    summary: 'Readiness: the database answers, the migrations match the code, the process is not draining',
    security: 'none',
    responses: {
      200: { description: 'Ready.', contentType: 'application/json', schema: readiness },
      503: { description: 'Not ready (a balancer stops sending requests).', contentType: 'application/json', schema: readiness },
    },
  });
  app.get('/ready', readyRoute, async (_request, reply) => {
    let database = false;
    let migrations = false;
    try {
      await sql`select 1`.execute(app.ctx.db);
      database = true;
      migrations = await migrationsCurrent(app.ctx.db);
    } catch {
      // the database does not answer: not ready
    }
    const ready = database && migrations && !app.draining;
    return reply.status(ready ? 200 : 503).send({ data: { ready, database, migrations, draining: app.draining } });
  });

  const metricsRoute = handRoute({
    summary: 'Prometheus metrics (only with METRICS_TOKEN set)',
    security: 'metrics',
    responses: { 200: { description: 'The Prometheus text format.', contentType: 'text/plain' } },
    errors: { 401: 'unauthorized', 404: 'not_found' },
  });
  app.get('/metrics', metricsRoute, async (request, reply) => {
    const expected = app.ctx.config.metricsToken;
    if (!expected) throw new AppError(404, 'not_found');
    const token = bearerToken(request);
    if (!token || !sameSecret(token, expected)) throw new AppError(401, 'unauthorized');
    scraped = app;
    return reply.header('content-type', metrics.contentType).send(await metrics.metrics());
  });
}
