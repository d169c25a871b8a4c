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
  /**
   * PUSH_PROVIDER: `web-push` sends to the browsers' push services (the default in production), `dev` keeps an
   * outbox instead (elsewhere), read at GET /api/dev/v1/push like the dev SMS outbox.
   */
  pushProvider?: 'dev' | 'web-push';
  /** VAPID_SUBJECT: how the push services reach the portal's operator (a mailto: or https: URL). */
  vapidSubject?: string;
  /** Bearer token of GET /metrics (METRICS_TOKEN); without one the route answers 404. */
  metricsToken?: string | null;
  /** How long a stopping process answers /ready with 503 before it stops taking requests (DRAIN_SECONDS). */
  drainMs?: number;
  /** Scheduled backups of the SQLite database (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP); none without a folder. */
  backup?: BackupSchedule | null;
  /** A Sentry-compatible DSN (SENTRY_DSN): unhandled errors and 5xx answers are reported there; none when unset. */
  sentryDsn?: string | null;
  /** Origins the client's error reports go to (VITE_SENTRY_DSN of its build), allowed by the CSP's connect-src. */
  reportOrigins?: string[];
};

const positiveInteger = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : fallback;
};

export type BackupSchedule = { dir: string; everyMs: number; keep: number };

/** `30m`, `6h`, `1d`: a duration in milliseconds. */
export function durationMs(value: string): number {
  const match = /^(\d+)\s*(s|m|h|d)$/.exec(value.trim());
  const amount = Number(match?.[1]);
  if (!match || !(amount > 0)) throw new Error(`expected a duration such as 30m, 6h or 1d, not ${value}`);
  return amount * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
}

function backupSchedule(env: NodeJS.ProcessEnv): BackupSchedule | null {
  if (!env.BACKUP_DIR) return null;
  return {
    dir: path.resolve(env.BACKUP_DIR),
    everyMs: durationMs(env.BACKUP_EVERY ?? '1d'),
    keep: positiveInteger(env.BACKUP_KEEP, 7),
  };
}

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
    pushProvider: env.PUSH_PROVIDER === 'dev' || env.PUSH_PROVIDER === 'web-push' ? env.PUSH_PROVIDER : nodeEnv === 'production' ? 'web-push' : 'dev',
    vapidSubject: env.VAPID_SUBJECT ?? 'mailto:support@agent-portal.invalid',
    smsBudget: {
      perPhone: positiveInteger(env.SMS_PER_PHONE_HOURLY, DEFAULT_SMS_BUDGET.perPhone),
      cardCodesPerUser: positiveInteger(env.SMS_CARD_CODES_PER_USER_HOURLY, DEFAULT_SMS_BUDGET.cardCodesPerUser),
      signUpPhonesPerClient: positiveInteger(env.SMS_SIGN_UPS_PER_CLIENT_HOURLY, DEFAULT_SMS_BUDGET.signUpPhonesPerClient),
    },
    mapTilesOrigin: env.MAP_TILES_ORIGIN ?? 'https://tile.openstreetmap.org',
    metricsToken: env.METRICS_TOKEN || null,
    drainMs: Number(env.DRAIN_SECONDS ?? (nodeEnv === 'production' ? 5 : 0)) * 1000,
    backup: backupSchedule(env),
    sentryDsn: env.SENTRY_DSN || null,
    reportOrigins: [env.VITE_SENTRY_DSN].filter((dsn): dsn is string => Boolean(dsn)).map((dsn) => new URL(dsn).origin),
  };
}
