import { uuidv7 } from 'uuidv7';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Keeps every message in the `sms_message` table; `GET /api/dev/v1/sms?phone=` lists them (never in production).
 * Stamped by the app's clock, as the code challenges are, so a test that moves the clock reads matching times.
 */
export function devSmsProvider(db: Db, clock: Clock, log: (message: string) => void): SmsProvider {
  return {
    name: 'dev',
    async send({ phone, text, code }) {
      await db
        .insertInto('sms_message')
        .values({ id: uuidv7(), phone, text, code: code ?? null, created_at: clock.now().toISOString() })
        .execute();
      log(`dev SMS to ${phone}: ${text}`);
    },
  };
}

export async function listDevSms(db: Db, phone: string) {
  const rows = await db
    .selectFrom('sms_message')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({ phone: row.phone, text: row.text, code: row.code, createdDate: row.created_at }));
}
