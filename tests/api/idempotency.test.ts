// DESIGN §3 and §6: the outbox sends every payment as invoice then pay, each with its own Idempotency-Key, maybe
// hours later, twice, or from two tabs at once. One invoice and one debit, whatever arrives.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/server/db/database.ts';
import { call, DEMO, expectError, signIn, type Answer as Reply } from './helper.ts';

type Answer = Reply<any>;
import {
  balance,
  deposit,
  expectLedgerConsistent,
  invoiceBody,
  ledgerEntries,
  moneyWorld,
  openInvoice,
  otherBusiness,
  payInvoice,
  type World,
} from './money-helper.ts';

let w: World;
let body: ReturnType<typeof invoiceBody>;
beforeAll(async () => {
  w = await moneyWorld();
  body = invoiceBody(w.merchant('suvsoz'), '2345678', 5_000_000);
});
afterAll(() => w.t.close());

let serial = 0;
const newKey = () => `key-${process.pid}-${++serial}-${Date.now()}`;
const invoiceCount = async () =>
  Number((await w.t.app.ctx.db.selectFrom('invoice').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Retries 409 (in progress) the way the client does, until the stored answer comes back. */
async function settled(send: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await send();
    if (answer.status !== 409) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('still in progress after 50 retries');
}

describe('Idempotency-Key on POST /v1/invoice and POST /v1/pay', () => {
  // Decision 197: SQLite keeps a key's answer packed (a third of its text); the replay is the first answer exactly.
  it('stores the answer packed on SQLite, as text on PostgreSQL, and replays it byte for byte', async () => {
    const key = newKey();
    const first = await openInvoice(w.t, w.agent.accessToken, body, { key });
    const replayed = await openInvoice(w.t, w.agent.accessToken, body, { key });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(JSON.stringify(replayed.body)).toBe(JSON.stringify(first.body));
    const { rows } = await sql<{ kind: string; size: number }>`select ${sql.raw(isPostgres(w.t.app.ctx.db) ? 'pg_typeof(response_body)::text' : 'typeof(response_body)')} as kind,
      ${sql.raw(isPostgres(w.t.app.ctx.db) ? 'octet_length' : 'length')}(response_body) as size from idempotency_record where key = ${key}`.execute(w.t.app.ctx.db);
    const text = Buffer.byteLength(JSON.stringify(first.body));
    if (isPostgres(w.t.app.ctx.db)) expect(rows).toEqual([{ kind: 'text', size: text }]);
    else {
      expect(rows[0]!.kind).toBe('blob');
      expect(rows[0]!.size).toBeLessThan(text / 2);
    }
  });

  it('replays the same payment 5 times as one invoice and one debit', async () => {
    const [invoiceKey, payKey] = [newKey(), newKey()];
    const before = await balance(w.t, w.agent.accessToken);
    const count = await invoiceCount();
    const opened: Answer[] = [];
    const paid: Answer[] = [];
    for (let round = 0; round < 5; round += 1) {
      opened.push(await openInvoice(w.t, w.agent.accessToken, body, { key: invoiceKey }));
      paid.push(await payInvoice(w.t, w.agent.accessToken, opened[0]!.body.data.invoiceNumber, { key: payKey }));
    }
    expect(new Set(opened.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(new Set(paid.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(opened[0]!.headers['idempotent-replayed']).toBeUndefined();
    expect(opened[4]!.headers['idempotent-replayed']).toBe('true');
    expect(paid[0]!.body.data.status).toBe('SUCCESSFUL');
    expect(await invoiceCount()).toBe(count + 1);
    expect(await balance(w.t, w.agent.accessToken)).toBe(before - 5_050_000);
    expect((await ledgerEntries(w.t, paid[0]!.body.data.invoice.id)).filter((entry) => entry.kind === 'PAYMENT')).toHaveLength(1);
  });

  it('sent 10 times at once (two tabs, a retry) still makes one invoice and one debit', async () => {
    const [invoiceKey, payKey] = [newKey(), newKey()];
    const before = await balance(w.t, w.agent.accessToken);
    const count = await invoiceCount();
    const opened = await Promise.all(Array.from({ length: 10 }, () => settled(() => openInvoice(w.t, w.agent.accessToken, body, { key: invoiceKey }))));
    expect(new Set(opened.map((answer) => answer.body.data.invoiceNumber)).size).toBe(1);
    const number = opened[0]!.body.data.invoiceNumber;
    const paid = await Promise.all(Array.from({ length: 10 }, () => settled(() => payInvoice(w.t, w.agent.accessToken, number, { key: payKey }))));
    expect(paid.every((answer) => answer.status === 200 && answer.body.data.status === 'SUCCESSFUL')).toBe(true);
    expect(new Set(paid.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await invoiceCount()).toBe(count + 1);
    expect(await balance(w.t, w.agent.accessToken)).toBe(before - 5_050_000);
    await expectLedgerConsistent(w.t);
  });

  it('pays once when two tabs pay the same invoice with different keys, at the same time', async () => {
    const before = await balance(w.t, w.agent.accessToken);
    const number = (await openInvoice(w.t, w.agent.accessToken, body, { key: newKey() })).body.data.invoiceNumber;
    const paid = await Promise.all(Array.from({ length: 10 }, () => payInvoice(w.t, w.agent.accessToken, number, { key: newKey() })));
    expect(paid.every((answer) => answer.status === 200)).toBe(true);
    expect(await balance(w.t, w.agent.accessToken)).toBe(before - 5_050_000);
  });

  it('refuses the same key with another body (422 idempotency_key_reused), and on another call', async () => {
    const key = newKey();
    expect((await openInvoice(w.t, w.agent.accessToken, body, { key })).status).toBe(200);
    expectError(await openInvoice(w.t, w.agent.accessToken, { ...body, amount: body.amount + 100 }, { key }), 422, 'idempotency_key_reused');
    expectError(await payInvoice(w.t, w.agent.accessToken, '1000001', { key }), 422, 'idempotency_key_reused');
    // Key order in the JSON does not matter: the canonical body is hashed.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await openInvoice(w.t, w.agent.accessToken, reordered, { key })).headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys per user: another user with the same key makes its own invoice', async () => {
    const key = newKey();
    const agent = await openInvoice(w.t, w.agent.accessToken, body, { key });
    const employee = await openInvoice(w.t, w.employee.accessToken, body, { key, base: '/api/employee' });
    expect(employee.status).toBe(200);
    expect(employee.body.data.invoiceNumber).not.toBe(agent.body.data.invoiceNumber);
  });

  it('replays a refusal (4xx) but not a 409: the same key answers the same error', async () => {
    const key = newKey();
    const refused = await openInvoice(w.t, w.agent.accessToken, { ...body, account: '9999999' }, { key });
    expectError(refused, 400, 'invalid_prefix');
    const replayed = await openInvoice(w.t, w.agent.accessToken, { ...body, account: '9999999' }, { key });
    expectError(replayed, 400, 'invalid_prefix');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('replays a pay refused inside its money transaction (deposit short) even after the deposit is funded', async () => {
    // The key is taken in the transaction that reserves the money; the refusal rolls both back and is stored after.
    const other = await otherBusiness(w.t);
    const opened = await openInvoice(w.t, other.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '2345678', 1_000_000, other.salePointId));
    const number = opened.body.data.invoiceNumber;
    const key = newKey();
    expectError(await payInvoice(w.t, other.agent.accessToken, number, { key }), 400, 'not_enough_money_in_your_balance');
    await deposit(w.t, other.taxNumber, 2_000_000);
    const replayed = await payInvoice(w.t, other.agent.accessToken, number, { key });
    expectError(replayed, 400, 'not_enough_money_in_your_balance');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect((await payInvoice(w.t, other.agent.accessToken, number, { key: newKey() })).body.data.status).toBe('SUCCESSFUL');
    const record = await w.t.app.ctx.db.selectFrom('idempotency_record').select('state').where('key', '=', key).executeTakeFirstOrThrow();
    expect(record.state).toBe('DONE');
  });

  it('stores the answer of a pay that found the invoice already paid, and refuses that key for another invoice', async () => {
    const number = (await openInvoice(w.t, w.agent.accessToken, body)).body.data.invoiceNumber;
    expect((await payInvoice(w.t, w.agent.accessToken, number, { key: newKey() })).body.data.status).toBe('SUCCESSFUL');
    const before = await balance(w.t, w.agent.accessToken);
    const key = newKey();
    const late = await payInvoice(w.t, w.agent.accessToken, number, { key });
    expect(late.body.data.status).toBe('SUCCESSFUL');
    expect((await payInvoice(w.t, w.agent.accessToken, number, { key })).headers['idempotent-replayed']).toBe('true');
    const another = (await openInvoice(w.t, w.agent.accessToken, body)).body.data.invoiceNumber;
    expectError(await payInvoice(w.t, w.agent.accessToken, another, { key }), 422, 'idempotency_key_reused');
    expect(await balance(w.t, w.agent.accessToken)).toBe(before);
  });

  it('answers 409 while the key is held, and lets a request take over a holder that died', async () => {
    const key = newKey();
    const db = w.t.app.ctx.db;
    expect((await openInvoice(w.t, w.agent.accessToken, body, { key })).status).toBe(200);
    // Make the record look like a request still running (the holder crashed mid-flight).
    await db
      .updateTable('idempotency_record')
      .set({ state: 'IN_PROGRESS', response_status: null, response_body: null, locked_until: new Date(w.t.clock.now().getTime() + 60_000).toISOString() })
      .where('key', '=', key)
      .execute();
    const count = await invoiceCount();
    expectError(await openInvoice(w.t, w.agent.accessToken, body, { key }), 409, 'idempotency_request_in_progress');
    w.t.clock.advance(61_000);
    const takenOver = await openInvoice(w.t, w.agent.accessToken, body, { key });
    expect(takenOver.status).toBe(200);
    expect(await invoiceCount()).toBe(count + 1);
    expect((await openInvoice(w.t, w.agent.accessToken, body, { key })).headers['idempotent-replayed']).toBe('true');
  });

  it('pays once when a pay request is taken over after its holder died mid-payment', async () => {
    const number = (await openInvoice(w.t, w.agent.accessToken, body)).body.data.invoiceNumber;
    const key = newKey();
    const first = await payInvoice(w.t, w.agent.accessToken, number, { key });
    const before = await balance(w.t, w.agent.accessToken);
    await w.t.app.ctx.db
      .updateTable('idempotency_record')
      .set({ state: 'IN_PROGRESS', response_status: null, response_body: null, locked_until: w.t.clock.now().toISOString() })
      .where('key', '=', key)
      .execute();
    w.t.clock.advance(1_000);
    const again = await payInvoice(w.t, w.agent.accessToken, number, { key });
    expect(again.body.data.status).toBe(first.body.data.status);
    expect(await balance(w.t, w.agent.accessToken)).toBe(before);
  });

  it('keeps keys 30 days (past the 24 h offline window), then forgets them', async () => {
    const key = newKey();
    const first = await openInvoice(w.t, w.agent.accessToken, body, { key });
    w.t.clock.advance(29 * 24 * 3_600_000);
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin); // access tokens live 15 minutes
    expect((await openInvoice(w.t, w.agent.accessToken, body, { key })).body.data.invoiceNumber).toBe(first.body.data.invoiceNumber);
    w.t.clock.advance(2 * 24 * 3_600_000);
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin);
    const kept = newKey();
    await openInvoice(w.t, w.agent.accessToken, body, { key: kept });
    await call(w.t.app, 'POST', '/api/staff/v1/reconcile', { token: 'staff-test-token' });
    const left = await w.t.app.ctx.db.selectFrom('idempotency_record').select('key').execute();
    // Every key of this file's earlier payments is past retention: only the one just taken is left.
    expect(left.map((record) => record.key)).toEqual([kept]);
  });

  it("takes the draft's structured-field string and the bare key as one key (issue 22 item 5)", async () => {
    const [invoiceKey, payKey] = [newKey(), newKey()];
    const before = await balance(w.t, w.agent.accessToken);
    const count = await invoiceCount();
    const opened = await openInvoice(w.t, w.agent.accessToken, body, { key: `"${invoiceKey}"` });
    expect(opened.status).toBe(200);
    const again = await openInvoice(w.t, w.agent.accessToken, body, { key: invoiceKey });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(opened.body);
    const number = opened.body.data.invoiceNumber;
    const paid = await payInvoice(w.t, w.agent.accessToken, number, { key: payKey });
    // Spaces around the value are no part of it (RFC 8941 §4.2).
    const replayed = await payInvoice(w.t, w.agent.accessToken, number, { key: `  "${payKey}" ` });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(paid.body);
    expect(await invoiceCount()).toBe(count + 1);
    expect(await balance(w.t, w.agent.accessToken)).toBe(before - 5_050_000);
    // The key stored is the string's content, escapes undone: `"a\"b\\c"` is the bare `a"b\c`.
    const escaped = `${newKey()}"q\\`;
    const first = await openInvoice(w.t, w.agent.accessToken, body, { key: `"${escaped.replace(/[\\"]/g, (char) => `\\${char}`)}"` });
    const stored = await w.t.app.ctx.db.selectFrom('idempotency_record').select('key').where('key', '=', escaped).executeTakeFirst();
    expect(stored?.key).toBe(escaped);
    expect((await openInvoice(w.t, w.agent.accessToken, body, { key: escaped })).body).toEqual(first.body);
    // Same key, another request: refused whichever form each came in.
    expectError(await openInvoice(w.t, w.agent.accessToken, { ...body, amount: 6_000_000 }, { key: `"${invoiceKey}"` }), 422, 'idempotency_key_reused');
  });

  it('refuses a malformed structured value with validation_error, and moves nothing', async () => {
    const count = await invoiceCount();
    const key = newKey();
    const malformed = [`"${key}`, `"${key}"x`, `"${key}";a=1`, `"${key}", "${key}"`, `"${key}\\x"`, '""', `"${'k'.repeat(256)}"`, 'k'.repeat(256), 'a b'];
    for (const value of malformed) {
      expect(expectError(await openInvoice(w.t, w.agent.accessToken, body, { key: value }), 400, 'validation_error'), value).toEqual({
        'Idempotency-Key': 'invalid',
      });
    }
    expect(await invoiceCount()).toBe(count);
  });

  it('serves an idempotent call without the header (no replay) and refuses a malformed key', async () => {
    const one = await openInvoice(w.t, w.agent.accessToken, body);
    const two = await openInvoice(w.t, w.agent.accessToken, body);
    expect(one.body.data.invoiceNumber).not.toBe(two.body.data.invoiceNumber);
    expect(expectError(await openInvoice(w.t, w.agent.accessToken, body, { key: 'a b' }), 400, 'validation_error')).toEqual({
      'Idempotency-Key': 'invalid',
    });
  });
});
