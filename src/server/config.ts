// Configuration from the environment (DESIGN §7). Tests pass their own object to buildApp().
import path from 'node:path';

/** Codes per hour under each SMS budget (issue 14 item 4; modules/auth/sms-budget.ts counts them). */
export const DEFAULT_SMS_BUDGET = { perPhone: 5, cardCodesPerUser: 10, signUpPhonesPerClient: 20 };
export type SmsBudget = typeof DEFAULT_SMS_BUDGET;

/** Exports per minute per client (EXPORT_RATE_LIMIT). */
export const DEFAULT_EXPORT_RATE_LIMIT = 10;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** `postgres://...` switches to PostgreSQL; otherwise SQLite at `<dataDir>/portal.sqlite` (or `:memory:`). */
  databaseUrl: string | null;
  sqliteFile: string;
  staffToken: string | null;
  smsProvider: 'dev';
  seed: 'demo' | 'none';
  /** Folder with the built client (index.html, assets, sw.js); not served when missing. */
  clientDir: string | null;
  logLevel: string;
  /**
   * Requests per minute per client on the whole API, on the code and PIN calls, and on the export calls (each reads
   * a whole history: issue 21 item 3; 10 when absent).
   */
  rateLimit: { global: number; auth: number; export?: number };
  /** Origin of the map tile server the client is built with (VITE_MAP_TILES_URL), allowed by the CSP. */
  mapTilesOrigin: string;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For: the client's address is the one the
   * outermost trusted proxy saw, never a left-most value a client wrote itself. false when exposed directly.
   */
  trustProxy?: number | false;
  /**
   * `on` serves the dev SMS outbox (and so the test-mode code hint) to every client whatever HOST is; by default it
   * answers only loopback clients of a server listening on loopback (issue 14 item 3). Never in production.
   */
  devSmsOutbox?: 'auto' | 'on';
  /** Codes per hour: to one phone, card codes asked by one user, sign-up phones asked from one client address. */
  smsBudget?: SmsBudget;
  /** Bearer token of GET /metrics (METRICS_TOKEN); without one the route answers 404. */
  metricsToken?: string | null;
  /** How long a stopping process answers /ready with 503 before it stops taking requests (DRAIN_SECONDS). */
  drainMs?: number;
};

const positiveInteger = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : fallback;
};

/** TRUST_PROXY: a number of trusted hops; `true` (the old form) means one, the proxy in front. */
export function trustedHops(value: string | undefined): number | false {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be a number of proxies, not ${value}`);
  return hops;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: nodeEnv,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : null,
    sqliteFile: path.join(dataDir, 'portal.sqlite'),
    staffToken: env.STAFF_TOKEN ?? null,
    smsProvider: 'dev',
    seed: env.SEED === 'none' ? 'none' : 'demo',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    rateLimit: { global: Number(env.RATE_LIMIT ?? 600), auth: Number(env.AUTH_RATE_LIMIT ?? 60), export: Number(env.EXPORT_RATE_LIMIT ?? DEFAULT_EXPORT_RATE_LIMIT) },
    trustProxy: trustedHops(env.TRUST_PROXY),
    devSmsOutbox: env.DEV_SMS_OUTBOX === 'on' ? 'on' : 'auto',
    smsBudget: {
      perPhone: positiveInteger(env.SMS_PER_PHONE_HOURLY, DEFAULT_SMS_BUDGET.perPhone),
      cardCodesPerUser: positiveInteger(env.SMS_CARD_CODES_PER_USER_HOURLY, DEFAULT_SMS_BUDGET.cardCodesPerUser),
      signUpPhonesPerClient: positiveInteger(env.SMS_SIGN_UPS_PER_CLIENT_HOURLY, DEFAULT_SMS_BUDGET.signUpPhonesPerClient),
    },
    mapTilesOrigin: env.MAP_TILES_ORIGIN ?? 'https://tile.openstreetmap.org',
    metricsToken: env.METRICS_TOKEN || null,
    drainMs: Number(env.DRAIN_SECONDS ?? (nodeEnv === 'production' ? 5 : 0)) * 1000,
  };
}
