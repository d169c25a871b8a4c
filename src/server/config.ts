// Configuration from the environment (DESIGN §7). Tests pass their own object to buildApp().
import path from 'node:path';

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
  /** Requests per minute per client on the whole API, and on the code and PIN calls. */
  rateLimit: { global: number; auth: number };
  /** Origin of the map tile server the client is built with (VITE_MAP_TILES_URL), allowed by the CSP. */
  mapTilesOrigin: string;
  /** Behind a reverse proxy the client's address comes from X-Forwarded-For; never trust it when exposed directly. */
  trustProxy?: boolean;
};

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
    rateLimit: { global: Number(env.RATE_LIMIT ?? 600), auth: Number(env.AUTH_RATE_LIMIT ?? 60) },
    trustProxy: env.TRUST_PROXY === 'true',
    mapTilesOrigin: env.MAP_TILES_ORIGIN ?? 'https://tile.openstreetmap.org',
  };
}
