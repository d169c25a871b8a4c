// buildApp(config): the whole server as one Fastify instance; tests call it and use inject().
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import type { AppContext, Providers } from './context.ts';
import { checkpointerOf, createDb, migrate, type Db } from './db/database.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import { seedDemo } from './seed/demo.ts';
import { seedMoney } from './seed/money.ts';
import { seedNews } from './seed/news.ts';
import { seedOnboarding } from './seed/onboarding.ts';
import { seedReference } from './seed/reference.ts';
import { seedStaff } from './seed/staff.ts';
import { AppError } from './http/app-error.ts';
import { errorBody, registerErrorHandling } from './http/envelope.ts';
import { startErrorReporting } from './error-reporting.ts';
import { clientErrorHandler, frameworkErrors, headersOf, registerJsonParser, registerNulGuard } from './http/framework-errors.ts';
import { LIVE_SESSION_LIMIT, LIVE_SESSION_TTL_MS } from './http/auth.ts';
import { ExpiringCache } from './lib/expiring-cache.ts';
import { findLiveSession } from './modules/auth/auth.repository.ts';
import { registerOperations } from './http/operations.ts';
import { registerApiDescription } from './http/openapi.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { balanceRoutes } from './modules/balance/balance.routes.ts';
import { businessRoutes } from './modules/business/business.routes.ts';
import { depositRoutes } from './modules/deposit/deposit.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { agreementsRoutes } from './modules/agreements/agreements.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { filesRoutes, MAX_UPLOAD_BYTES } from './modules/files/files.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pendingBacklog } from './modules/payments/payments.repository.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { salePointsRoutes } from './modules/sale-points/sale-points.routes.ts';
import { shiftsRoutes } from './modules/shifts/shifts.routes.ts';
import { ensureSetting } from './modules/settings/settings.repository.ts';
import { isTechModeOn, PRIVATE_KEYS } from './modules/settings/settings.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { endedEmployeeCode } from './modules/users/users.service.ts';
import { plainFileLinks, signFileLinks } from './modules/files/file-links.ts';
import { defaultProviders } from './providers/default-providers.ts';
import type { VapidKeys } from './providers/push/push-provider.ts';
import { newVapidKeys } from './providers/push/web-push-provider.ts';
import { staffRoutes } from './staff/staff.routes.ts';

export type BuildOptions = {
  clock?: Clock;
  db?: Db;
  /** Replaces the default (simulated) providers: tests stand in for billing, the card network, E-IMZO and others. */
  providers?: Partial<Providers>;
};

const secret = () => crypto.randomBytes(32).toString('base64url');

async function prepareDatabase(db: Db, config: Config, log: (message: string) => void) {
  await migrate(db);
  await seedReference(db, { testMode: config.seed === 'demo' && config.env !== 'production' });
  if (config.seed === 'demo' && (await seedDemo(db))) log('seeded the demo accounts');
  if (config.seed === 'demo' && (await seedCatalogue(db))) log('seeded the demo catalogue and sale points');
  if (config.seed === 'demo' && (await seedMoney(db))) log('seeded the demo deposit, payments and cancellation requests');
  if (config.seed === 'demo' && (await seedNews(db))) log('seeded the demo news');
  if (config.seed === 'demo' && (await seedStaff(db))) log('seeded the demo staff users');
  await seedOnboarding(db, { config, clock: systemClock }, { demo: config.seed === 'demo' });
  const jwtSecret = await ensureSetting(db, { key: PRIVATE_KEYS.jwtSecret, title: 'JWT key', value: secret, isPrivate: true });
  const otpKey = await ensureSetting(db, { key: PRIVATE_KEYS.otpSecret, title: 'OTP key', value: secret, isPrivate: true });
  let staffToken = config.staffToken;
  if (!staffToken) {
    let created = false;
    staffToken = await ensureSetting(db, {
      key: PRIVATE_KEYS.staffToken,
      title: 'Staff token',
      value: () => ((created = true), secret()),
      isPrivate: true,
    });
    if (created && config.env === 'development') log(`staff token (set STAFF_TOKEN to choose your own): ${staffToken}`);
  }
  // Web Push's VAPID pair (issue 21): generated once, kept as a private setting like the signing keys, so every
  // process signs pushes alike and a device's subscription stays good whichever process sends.
  const vapid = JSON.parse(
    await ensureSetting(db, { key: PRIVATE_KEYS.vapidKeys, title: 'VAPID keys', value: () => JSON.stringify(newVapidKeys()), isPrivate: true }),
  ) as VapidKeys;
  return { jwtKey: crypto.createSecretKey(Buffer.from(jwtSecret)), otpKey, staffToken, vapid };
}

/**
 * The hashes of the inline scripts the built index.html carries: its import map (the build's `chunkImportMap`, which
 * keeps unchanged chunks' URLs stable across versions, issue 12) and its start script, which asks a signed-in start's
 * chunks at once (build/signed-in-start-preload.ts, issue 24). Read once at start.
 */
function inlineScriptHashes(clientDir: string | null): string[] {
  const indexHtml = clientDir ? path.join(clientDir, 'index.html') : null;
  if (!indexHtml || !fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script(?: type="importmap")?>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${crypto.createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/** helmet's CSP: no inline scripts but the build's import map and start script; styles may be inline (toasts and dialogs set them). */
function contentSecurityPolicy(config: Config) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval': the barcode scanner's WebAssembly fallback (issue 24), compiled from our own .wasm asset.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(config.clientDir)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Map tiles come from the configured tile server (MAP_TILES_ORIGIN; the client's VITE_MAP_TILES_URL).
      imgSrc: ["'self'", 'data:', 'blob:', config.mapTilesOrigin],
      // The client's error reports (VITE_SENTRY_DSN) go to their service's origin.
      connectSrc: ["'self'", 'ws://127.0.0.1:64646', 'wss://127.0.0.1:64443', ...(config.reportOrigins ?? [])],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

function serveClient(app: FastifyInstance, clientDir: string): void {
  app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside every text asset (build/precompress.ts): the one the request's
    // Accept-Encoding prefers is sent, with `Vary: Accept-Encoding` (issue 12).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const name = path.relative(clientDir, filePath);
      // Hashed build assets never change; the shell, the worker and the manifest must always be revalidated.
      reply.header('cache-control', name.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const trustedHops = config.trustProxy || 0;
  // helmet's headers, worked out once: they are the same for every answer (no nonces), and running its middleware
  // for every request rebuilt the CSP header each time (@fastify/helmet also rebuilt the middleware itself).
  const securityHeaders = headersOf(helmet({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false }));
  const securityHeaderList = Object.entries(securityHeaders);
  const app = Fastify({
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Issue 16: on a terminal the log reads well (pino-pretty); piped or collected it stays JSON lines.
      ...(config.env !== 'test' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    // genReqId reads the header itself so that a client's id is cut to 64 characters before it reaches the logs.
    requestIdHeader: false,
    // TRUST_PROXY hops (issue 14 item 4): the address the outermost trusted proxy saw, counted from the socket, so a
    // client cannot choose its own by writing X-Forwarded-For. Fastify's own number form now trusts no hop at all.
    trustProxy: trustedHops ? (_address: string, hop: number) => hop < trustedHops : false,
    bodyLimit: 1024 * 1024,
  });
  const db = options.db ?? createDb(config);
  const clock = options.clock ?? systemClock;
  const log = (message: string) => app.log.info(message);
  const keys = await prepareDatabase(db, config, log);
  const ctx: AppContext = {
    ...defaultProviders(config, clock, db, log, keys.vapid),
    ...options.providers,
    config,
    db,
    clock,
    jwtKey: keys.jwtKey,
    otpKey: keys.otpKey,
    vapidPublicKey: keys.vapid.publicKey,
    liveSessions: new ExpiringCache({ ttlMs: LIVE_SESSION_TTL_MS, maxEntries: LIVE_SESSION_LIMIT }),
    // What http/ asks of the domain, answered here so that the request layer imports no module.
    requestRules: {
      findLiveSession: (claims) => findLiveSession(db, claims),
      endedEmployeeCode: (userId) => endedEmployeeCode(db, userId),
      isTechModeOn: () => isTechModeOn(db),
      pendingBacklog: () => pendingBacklog(db),
    },
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    // The checkpoint worker's thread ends first: nothing may touch the database file once the app has closed.
    await checkpointerOf(db)?.close();
    await db.destroy();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const reporter = await startErrorReporting(config);
  registerErrorHandling(app, reporter ? (error, request) => reporter.captureRequestError(error, request) : undefined);
  if (reporter) app.addHook('onClose', async () => void (await reporter.flush()));
  registerJsonParser(app);
  registerNulGuard(app);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaderList) reply.raw.setHeader(name, value);
    done();
  });
  // Answers to a signed-in user or staff: never kept by a cache on the way (issue 22 item 4), and their file paths
  // sent as signed links (file-links.ts). Registered before compression, which sees the final text.
  app.addHook('onSend', async (request, reply, payload) => {
    const signedIn = request.headers.authorization !== undefined && request.url.startsWith('/api/');
    if (signedIn && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (typeof payload !== 'string') return payload;
    return signedIn ? signFileLinks(ctx, payload) : plainFileLinks(payload);
  });
  await app.register(rateLimit, {
    max: config.rateLimit.global,
    timeWindow: '1 minute',
    // The app's scripts, styles and images are not API calls: tablets sharing a shop's address load them afresh.
    allowList: (request) => !/^\/(api|file)\//.test(request.url),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new AppError(429, 'too_many_requests'), { statusCode: context.statusCode }),
  });
  // API answers above 1 KiB go out compressed when the client accepts it (issue 12): JSON and text only (never an
  // event stream, an image or a downloaded file), brotli at a fast level. Static files come precompressed instead
  // (serveClient), and a reply that already has a Content-Encoding is left alone. Request bodies are not inflated.
  // The client's files are precompressed at build time: no route outside the API is compressed on the fly.
  app.addHook('onRoute', (routeOptions) => {
    if (!/^\/(api|file)\//.test(routeOptions.url ?? '')) routeOptions.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^image\/svg\+xml/,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  // First, so that its onRoute hook sees every route after it (issue 22 item 1).
  registerApiDescription(app);
  registerOperations(app);

  for (const routes of [authRoutes, profileRoutes, devicesRoutes, settingsRoutes, geoRoutes, filesRoutes, newsRoutes, devRoutes]) {
    await app.register(routes);
  }
  for (const routes of [catalogueRoutes, salePointsRoutes, employeesRoutes, shiftsRoutes]) await app.register(routes);
  await app.register(statisticsRoutes);
  for (const routes of [paymentsRoutes, applicationsRoutes, balanceRoutes, depositRoutes]) await app.register(routes);
  for (const routes of [businessRoutes, documentsRoutes]) await app.register(routes);
  await app.register(ticketsRoutes);
  await app.register(agreementsRoutes);
  await app.register(notificationsRoutes);
  await app.register(exportsRoutes);
  await app.register(staffRoutes, { staffToken: keys.staffToken });

  const indexHtml = config.clientDir ? path.join(config.clientDir, 'index.html') : null;
  const hasClient = indexHtml !== null && fs.existsSync(indexHtml);
  if (hasClient) serveClient(app, config.clientDir!);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !/^\/(api|file)\//.test(request.url);
    if (hasClient && wantsPage) {
      // SPA fallback: the client router decides (spec 01 §2.1 sends unknown paths to /).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, 'not_found'));
  });
  return app;
}
