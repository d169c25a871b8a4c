// Issue 13 item 3: two server processes on one database (two app instances, each with its own connections, number
// blocks, live-session memory and caches) keep every rule: the same request sent to both at once under one
// Idempotency-Key makes one invoice and one debit; invoice numbers never collide; a session revoked on one is refused
// by the other within a second; a catalogue change made through one is seen by the other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { tableChanged } from '../../src/server/db/row-cache.ts';
import { call, createTestApp, DEMO, expectError, RESEND_MS, signIn, type Answer, type TestApp } from './helper.ts';
import { balance, deposit, DEMO_TAX_NUMBER, expectLedgerConsistent, invoiceBody, ledgerEntries, POINTS } from './money-helper.ts';

let t: TestApp;
let second: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-processes-'));
  // On SQLite both use one file (each app its own connection); on PostgreSQL one database (each app its own pool).
  t = await createTestApp({ sqliteFile: path.join(dir, 'portal.sqlite') });
  second = await buildApp(t.config, { clock: t.clock });
});
afterAll(async () => {
  await second.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const apps = () => [t.app, second];

/** Retries 409 (the key is held by the other process) the way the client does. */
async function settled(send: () => Promise<Answer<any>>): Promise<Answer<any>> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await send();
    if (answer.status !== 409) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('still in progress after 100 retries');
}

describe('two processes on one database', () => {
  it('make one invoice and one debit of duplicates sent to both at once under one key', async () => {
    const agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    await deposit(t, DEMO_TAX_NUMBER, 100_000_000);
    const merchant = await t.app.ctx.db.selectFrom('merchant').select('id').where('key', '=', 'suvsoz').executeTakeFirstOrThrow();
    const body = invoiceBody(merchant.id, '2345678', 5_000_000);
    const before = await balance(t, agent.accessToken);
    const invoices = async () => Number((await t.app.ctx.db.selectFrom('invoice').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const count = await invoices();

    const headers = (key: string) => ({ 'idempotency-key': key });
    const opened = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        settled(() => call(apps()[index % 2]!, 'POST', '/v1/invoice', { token: agent.accessToken, body, headers: headers('two-processes-invoice') })),
      ),
    );
    expect(opened.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(opened.map((answer) => answer.body.data.invoiceNumber)).size).toBe(1);
    expect(await invoices()).toBe(count + 1);

    const number = opened[0]!.body.data.invoiceNumber as string;
    const paid = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        settled(() => call(apps()[index % 2]!, 'POST', '/v1/pay', { token: agent.accessToken, body: { invoiceNumber: number }, headers: headers('two-processes-pay') })),
      ),
    );
    expect(paid.every((answer) => answer.status === 200 && answer.body.data.status === 'SUCCESSFUL')).toBe(true);
    expect(new Set(paid.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect((await ledgerEntries(t, paid[0]!.body.data.invoice.id)).filter((entry) => entry.kind === 'PAYMENT')).toHaveLength(1);
    expect(await balance(t, agent.accessToken)).toBe(before - 5_050_000);

    // Both hand out invoice numbers from their own blocks at once: never the same number twice.
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(apps()[index % 2]!, 'POST', '/v1/invoice', { token: agent.accessToken, body: invoiceBody(merchant.id, '2345678', 100_000 + index * 100) }),
      ),
    );
    expect(many.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(many.map((answer) => answer.body.data.invoiceNumber)).size).toBe(20);
    await expectLedgerConsistent(t);
  });

  it("see within a second a sale point or merchant another process changed (the rows each keeps in memory)", async () => {
    t.clock.advance(RESEND_MS); // a second code to the same phone
    const agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    const db = t.app.ctx.db;
    const merchant = await db.selectFrom('merchant').select('id').where('key', '=', 'suvsoz').executeTakeFirstOrThrow();
    const open = (app: FastifyInstance, salePointId = POINTS.yunusobod) =>
      call(app, 'POST', '/v1/invoice', { token: agent.accessToken, body: invoiceBody(merchant.id, '2345678', 100_000, salePointId) });
    expect((await open(second)).status).toBe(200); // the second process now holds the sale point and the merchant

    // The first process changes them (a writer bumps the table's version in its own transaction).
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('sale_point').set({ status: 'INACTIVE' }).where('id', '=', POINTS.yunusobod).execute();
      await tableChanged(tx, 'sale_point');
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expectError(await open(second), 400, 'sale_point_is_inactive');
    await db.updateTable('sale_point').set({ status: 'ACTIVE' }).where('id', '=', POINTS.yunusobod).execute();
    await tableChanged(db, 'sale_point');
    expect((await open(t.app)).status).toBe(200); // this process's own change is seen at once

    await db.updateTable('merchant').set({ status: 'DISABLED' }).where('id', '=', merchant.id).execute();
    await tableChanged(db, 'merchant');
    expectError(await open(t.app), 400, 'merchant_is_not_active');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expectError(await open(second), 400, 'merchant_is_not_active');
    await db.updateTable('merchant').set({ status: 'ACTIVE' }).where('id', '=', merchant.id).execute();
    await tableChanged(db, 'merchant');
  });

  it('refuse on the other process, within a second, a session signed out on one', async () => {
    t.clock.advance(RESEND_MS); // a second code to the same phone
    const session = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    const profile = (app: FastifyInstance) => call(app, 'GET', '/v1/profile', { token: session.accessToken });
    expect((await profile(second)).status).toBe(200); // the second process has now seen it live
    expect((await call(t.app, 'POST', '/v1/auth/logout', { body: { accessToken: session.accessToken, refreshToken: session.refreshToken } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await profile(second)).status).toBe(401);
  });
});
