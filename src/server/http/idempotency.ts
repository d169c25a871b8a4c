// DESIGN §3 idempotency for the calls that move money. The client's outbox sends each payment step with its own
// `Idempotency-Key`, possibly hours later, twice, or from two tabs at once (DESIGN §6). The first answer to a key
// (success, or a 4xx error) is stored per user and replayed; the same key with another request is refused (422);
// a key whose first request is still running answers 409 and the client retries. A holder that died leaves an
// IN_PROGRESS record whose lock runs out, and the next request takes it over: the services below are safe to
// re-run (paying an invoice that is no longer OPEN answers its state), so a takeover cannot move money twice.
//
// The calls that open and pay invoices take and complete their key inside their own money transactions
// (`claim` and `complete` with the transaction), so the key commits with the money and a payment costs no extra
// commits nor a read of the record before it runs (a key's second request finds the record when its insert meets
// it, and its transaction rolls back); every other idempotent call has its key taken before it runs and completed after, by `withIdempotency`.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '#shared/api/contract.ts';
import type { AppContext } from '../context.ts';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { dataBody, errorBody } from './envelope.ts';
import {
  answerHeldIdempotencyRecord,
  completeIdempotencyRecord,
  deleteIdempotencyRecordsBefore,
  findIdempotencyRecord,
  insertIdempotencyRecord,
  releaseIdempotencyRecord,
  takeOverIdempotencyRecord,
  type IdempotencyRecord,
  type RecordColumns,
} from './idempotency.repository.ts';

/** How long a request holds its key; longer than any billing call is allowed to take. */
export const IDEMPOTENCY_LOCK_MS = 60_000;
/** Keys are kept 30 days, far past the outbox's 24 h offline window. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** A bare key: printable ASCII without spaces. */
const BARE_KEY = /^[\x21-\x7e]{1,255}$/;
/** The content of a structured-field string: printable ASCII, spaces included (RFC 8941 §3.3.3). */
const QUOTED_KEY = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key in the one form it is stored under (quoted or bare), or null when absent or invalid. */
export function requestIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  return idempotencyKeyOf(Array.isArray(header) ? header.join(', ') : header);
}

/**
 * The key an `Idempotency-Key` value names, or null when the value is malformed. draft-ietf-httpapi-idempotency-key-header
 * makes the header an Item Structured Header whose value is a String (RFC 8941 §3.3.3): `"8e03978e-..."`, `\"` and
 * `\\` escaped. The bare key this API took before means the same key (`"abc"` and `abc` are one key). A string
 * with parameters or a list of members is refused: the draft defines none, and two keys are no key
 * (docs/decisions/120-idempotency-key-as-the-draft.md).
 */
export function idempotencyKeyOf(value: string): string | null {
  // RFC 8941 §4.2: spaces before and after the value are discarded.
  const field = value.replace(/^ +| +$/g, '');
  if (!field.startsWith('"')) return BARE_KEY.test(field) ? field : null;
  let key = '';
  for (let at = 1; at < field.length; at += 1) {
    const char = field[at]!;
    if (char === '"') return at === field.length - 1 && QUOTED_KEY.test(key) ? key : null;
    if (char === '\\') {
      at += 1;
      if (field[at] !== '"' && field[at] !== '\\') return null;
      key += field[at];
    } else {
      key += char;
    }
  }
  // The closing quote is missing.
  return null;
}

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

function answered(status: number, body: unknown, now: Date) {
  return { state: 'DONE' as const, response_status: status, response_body: JSON.stringify(body), completed_at: now.toISOString() };
}

/** Another request took or answered the key inside our transaction: it rolls back and the record answers. */
export class KeyTaken extends Error {}

/**
 * Runs a step sent as one statement (PostgreSQL) that inserts a key's record: the key already having one fails the
 * whole statement (the record's primary key), which is the key taken by another request.
 */
export async function keyTakenOnConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failed = error as { code?: unknown; constraint?: unknown } | null;
    if (failed?.code === '23505' && failed.constraint === 'idempotency_record_pk') throw new KeyTaken();
    throw error;
  }
}

/** A stored answer: its status and its JSON text, sent as stored (never parsed and serialized again). */
type Stored = { status: number; json: string };

/** One request's key: what it may do with the stored record. */
export class IdempotencyKey {
  /** Set while this request holds the key (its IN_PROGRESS record's lock). */
  private lockedUntil: string | null = null;
  /** The answer's JSON text once `complete` stored it. */
  private completedJson: string | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly userId: string,
    private readonly key: string,
    private readonly route: string,
    private readonly hash: string,
  ) {}

  get answerJson(): string | null {
    return this.completedJson;
  }

  /** Whether this request holds the key (took it, or took it over from a dead holder). */
  get isHeld(): boolean {
    return this.lockedUntil !== null;
  }

  /** A record held from `now` with no answer yet; an answer's fields override it. */
  private fresh(now: Date): RecordColumns {
    const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LOCK_MS).toISOString();
    return {
      route: this.route,
      request_hash: this.hash,
      state: 'IN_PROGRESS',
      locked_until: lockedUntil,
      created_at: now.toISOString(),
      response_status: null,
      response_body: null,
      completed_at: null,
    };
  }

  /** Inserts this key's record unless the key already has one; answers whether it did. */
  private insert(db: Executor, record: RecordColumns): Promise<boolean> {
    return insertIdempotencyRecord(db, { user_id: this.userId, key: this.key, ...record });
  }

  /**
   * Reads the key's record before the request runs: its stored answer to replay, or null to run. Refuses another
   * request under the same key (422) and a key whose holder is still running (409); takes over a dead holder's.
   */
  async check(db: Executor): Promise<Stored | null> {
    const now = this.clock.now();
    const record = await findIdempotencyRecord(db, this.userId, this.key);
    if (!record) return null;
    const expired = record.created_at < new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
    if (!expired && record.request_hash !== this.hash) throw new AppError(422, 'idempotency_key_reused');
    if (!expired && record.state === 'DONE') return { status: record.response_status ?? 200, json: record.response_body ?? 'null' };
    if (!expired && record.locked_until > now.toISOString()) throw new AppError(409, 'idempotency_request_in_progress');
    await this.takeOver(db, record, now);
    return null;
  }

  /** A stale holder or a record past retention: take it over, unless another request just did. */
  private async takeOver(db: Executor, record: IdempotencyRecord, now: Date): Promise<void> {
    const fresh = this.fresh(now);
    const taken = await takeOverIdempotencyRecord(db, { userId: this.userId, key: this.key, seen: record }, fresh);
    if (!taken) throw new AppError(409, 'idempotency_request_in_progress');
    this.lockedUntil = fresh.locked_until;
  }

  /** Takes the key (IN_PROGRESS) before anything moves; in a money transaction, as its first statement. */
  async claim(db: Executor): Promise<void> {
    if (this.lockedUntil) return;
    const fresh = this.fresh(this.clock.now());
    if (!(await this.insert(db, fresh))) throw new KeyTaken();
    this.lockedUntil = fresh.locked_until;
  }

  /**
   * For a step sent as one statement (`keyTakenOnConflict`): the record it inserts to take the key, or null when this
   * request holds it already. `took` marks it held once the statement committed.
   */
  claimRecord(): IdempotencyRecord | null {
    if (this.lockedUntil) return null;
    return { user_id: this.userId, key: this.key, ...this.fresh(this.clock.now()) };
  }

  took(record: IdempotencyRecord): void {
    this.lockedUntil = record.locked_until;
  }

  /**
   * For a step sent as one statement: the record storing the successful answer, and whether this request holds the
   * key (the statement then updates the held record's answer columns; else it inserts the whole record, which fails
   * on another request's). `answered` keeps its JSON text once the statement committed.
   */
  answerRecord(answer: unknown): { record: IdempotencyRecord; held: boolean } {
    const now = this.clock.now();
    const record = { user_id: this.userId, key: this.key, ...this.fresh(now), ...answered(200, dataBody(answer), now) };
    return { record, held: this.lockedUntil !== null };
  }

  answered(record: IdempotencyRecord): void {
    this.completedJson = record.response_body;
  }

  /** Stores the successful answer and answers its JSON text; in a money transaction, as its last statement. */
  async complete(db: Executor, answer: unknown): Promise<string> {
    const now = this.clock.now();
    const done = answered(200, dataBody(answer), now);
    if (this.lockedUntil) {
      await completeIdempotencyRecord(db, this.userId, this.key, done);
    } else {
      // Never taken (nothing moved): the answer is stored in one go, unless another request holds the key.
      if (!(await this.insert(db, { ...this.fresh(now), ...done }))) throw new KeyTaken();
    }
    this.completedJson = done.response_body;
    return done.response_body;
  }

  /**
   * Stores a refusal and answers whether it did. The transaction that took the key may have rolled back with the
   * refusal, so the held record is updated if it is still there and the refusal inserted otherwise; a record of
   * another request stays (false).
   */
  async refuse(db: Executor, error: AppError): Promise<boolean> {
    const now = this.clock.now();
    const done = answered(error.status, errorBody(error.status, error.code, error.fields), now);
    if (this.lockedUntil && (await answerHeldIdempotencyRecord(db, { userId: this.userId, key: this.key, lockedUntil: this.lockedUntil }, done))) return true;
    return this.insert(db, { ...this.fresh(now), ...done });
  }

  /** Lets the key go after an unexpected failure, so a retry runs again (only a hold of this request's own). */
  async release(db: Executor): Promise<void> {
    if (!this.lockedUntil) return;
    await releaseIdempotencyRecord(db, { userId: this.userId, key: this.key, lockedUntil: this.lockedUntil });
  }
}

/** Where a call takes its key: before it runs (the default), or itself, inside its money transactions. */
export type KeyTaking = 'before-run' | 'in-transaction';

/**
 * Runs `run` (which answers the call's data) at most once per user and key and answers the body to send: the
 * enveloped data, or the stored body of the key's first answer. Without the header the call simply runs: the
 * services guard money on their own, the key only adds the replay.
 */
export async function withIdempotency(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  taking: KeyTaking,
  run: (key: IdempotencyKey | null) => Promise<unknown>,
): Promise<unknown> {
  if (request.headers[IDEMPOTENCY_HEADER.toLowerCase()] === undefined) return dataBody(await run(null));
  const value = requestIdempotencyKey(request);
  if (value === null) throw new AppError(400, 'validation_error', { [IDEMPOTENCY_HEADER]: 'invalid' });

  const path = request.url.split('?')[0]!;
  const hash = requestHash(ctx.otpKey, request.method, path, request.body);
  const key = new IdempotencyKey(ctx.clock, userId, value, `${request.method} ${path}`, hash);
  const send = (stored: Stored) => {
    reply.status(stored.status).type('application/json; charset=utf-8');
    return stored.json;
  };
  const replay = (stored: Stored) => {
    reply.header('idempotent-replayed', 'true');
    return send(stored);
  };
  // A call that takes its key in its own transactions reads nothing first: its insert meets an existing record
  // (KeyTaken, the transaction rolls back), which is rare, so the first request of a key costs no extra statement.
  const stored = taking === 'before-run' ? await key.check(ctx.db) : null;
  if (stored) return replay(stored);
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (taking === 'before-run') await key.claim(ctx.db);
      const answer = await run(key);
      return send({ status: 200, json: key.answerJson ?? (await key.complete(ctx.db, answer)) });
    } catch (error) {
      const refusal = error instanceof AppError && error.status < 500;
      if (!refusal && !(error instanceof KeyTaken)) {
        await key.release(ctx.db);
        throw error;
      }
      if (refusal && (await key.refuse(ctx.db, error))) throw error;
      // The key has a record of another request: answer as it did (409 while it still runs). A dead holder's record
      // is taken over by check, and the call runs once more under it.
      const first = await key.check(ctx.db);
      if (first) return replay(first);
      if (attempt === 1 && key.isHeld) continue;
      await key.release(ctx.db);
      throw new AppError(409, 'idempotency_request_in_progress');
    }
  }
}

/** Forgets keys past retention (run by the jobs): idempotency.repository.ts says how SQLite finds them. */
export function purgeIdempotencyRecords(db: Executor, now: Date): Promise<number> {
  return deleteIdempotencyRecordsBefore(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString());
}
