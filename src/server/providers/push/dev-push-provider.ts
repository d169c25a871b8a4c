import { uuidv7 } from 'uuidv7';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { PushProvider } from './push-provider.ts';

/**
 * Keeps every push in `dev_push_message`; `GET /api/dev/v1/push?endpoint=` lists them (never in production, loopback
 * only, as the dev SMS outbox). Nothing reaches a browser: a test hands the payload to the service worker itself.
 */
export function devPushProvider(db: Db, clock: Clock, log: (message: string) => void): PushProvider {
  return {
    name: 'dev',
    async send({ target, payload }) {
      await db.insertInto('dev_push_message').values({ id: uuidv7(), endpoint: target.endpoint, payload, created_at: clock.now().toISOString() }).execute();
      log(`dev push to ${target.endpoint.slice(0, 60)}: ${payload}`);
      return { ok: true };
    },
  };
}

export async function listDevPushes(db: Db, endpoint: string) {
  const rows = await db.selectFrom('dev_push_message').selectAll().where('endpoint', '=', endpoint).orderBy('id', 'desc').limit(50).execute();
  return rows.map((row) => ({ endpoint: row.endpoint, payload: JSON.parse(row.payload) as unknown, createdDate: row.created_at }));
}
