// DESIGN §3 idempotency for the calls that move money. The client's outbox sends each payment step with its own
// `Idempotency-Key`, possibly hours later, twice, or from two tabs at once (DESIGN §6). The first answer to a key
// (success, or a 4xx error) is stored per user and replayed; the same key with another request is refused (422);
// a key whose first request is still running answers 409 and the client retries. A holder that died leaves an
// IN_PROGRESS record whose lock runs out, and the next request takes it over: the services below are safe to
// re-run (paying an invoice that is no longer OPEN answers its state), so a takeover cannot move money twice.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '#shared/api/contract.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { errorBody } from './envelope.ts';

/** How long a request holds its key; longer than any billing call is allowed to take. */
export const IDEMPOTENCY_LOCK_MS = 60_000;
/** Keys are kept 30 days, far past the outbox's 24 h offline window. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so the same request hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Keyed, because a body may hold a card number: a plain hash of a short body could be reversed by trying all. */
export function requestHash(key: string, method: string, path: string, body: unknown): string {
  return crypto.createHmac('sha256', key).update(`${method} ${path}\n${canonical(body)}`).digest('hex');
}

type Held = { userId: string; key: string };
type Begin = { kind: 'run' } | { kind: 'replay'; status: number; body: unknown };

async function begin(db: Executor, now: Date, held: Held, route: string, hash: string): Promise<Begin> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LOCK_MS).toISOString();
  const fresh = { route, request_hash: hash, state: 'IN_PROGRESS' as const, locked_until: lockedUntil, created_at: at };
  const inserted = await db
    .insertInto('idempotency_record')
    .values({ user_id: held.userId, key: held.key, ...fresh, response_status: null, response_body: null, completed_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { kind: 'run' };

  const record = await db
    .selectFrom('idempotency_record')
    .selectAll()
    .where('user_id', '=', held.userId)
    .where('key', '=', held.key)
    .executeTakeFirst();
  if (!record) throw new AppError(409, 'idempotency_request_in_progress'); // purged in between: the retry inserts
  const expired = record.created_at < new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
  if (!expired && record.request_hash !== hash) throw new AppError(422, 'idempotency_key_reused');
  if (!expired && record.state === 'DONE') {
    return { kind: 'replay', status: record.response_status ?? 200, body: JSON.parse(record.response_body ?? 'null') };
  }
  if (!expired && record.locked_until > at) throw new AppError(409, 'idempotency_request_in_progress');
  // A stale holder or a record past retention: take it over, unless another request just did.
  const taken = await db
    .updateTable('idempotency_record')
    .set({ ...fresh, response_status: null, response_body: null, completed_at: null })
    .where('user_id', '=', held.userId)
    .where('key', '=', held.key)
    .where('locked_until', '=', record.locked_until)
    .where('state', '=', record.state)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new AppError(409, 'idempotency_request_in_progress');
  return { kind: 'run' };
}

async function complete(db: Executor, now: Date, held: Held, status: number, body: unknown): Promise<void> {
  await db
    .updateTable('idempotency_record')
    .set({ state: 'DONE', response_status: status, response_body: JSON.stringify(body), completed_at: now.toISOString() })
    .where('user_id', '=', held.userId)
    .where('key', '=', held.key)
    .execute();
}

async function release(db: Executor, held: Held): Promise<void> {
  await db
    .deleteFrom('idempotency_record')
    .where('user_id', '=', held.userId)
    .where('key', '=', held.key)
    .where('state', '=', 'IN_PROGRESS')
    .execute();
}

/**
 * Runs `run` (which answers the enveloped body) at most once per user and key. Without the header the call simply
 * runs: the services guard money on their own, the key only adds the replay.
 */
export async function withIdempotency(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<unknown>,
): Promise<unknown> {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return run();
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError(400, 'validation_error', { [IDEMPOTENCY_HEADER]: 'invalid' });

  const held = { userId, key };
  const path = request.url.split('?')[0]!;
  const started = await begin(ctx.db, ctx.clock.now(), held, `${request.method} ${path}`, requestHash(ctx.otpKey, request.method, path, request.body));
  if (started.kind === 'replay') {
    reply.status(started.status).header('idempotent-replayed', 'true');
    return started.body;
  }
  try {
    const body = await run();
    await complete(ctx.db, ctx.clock.now(), held, reply.statusCode, body);
    return body;
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.code !== 'idempotency_request_in_progress') {
      await complete(ctx.db, ctx.clock.now(), held, error.status, errorBody(error.status, error.code, error.fields));
    } else {
      await release(ctx.db, held);
    }
    throw error;
  }
}

/** Forgets keys past retention (run by the jobs). */
export async function purgeIdempotencyRecords(db: Executor, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_record')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
