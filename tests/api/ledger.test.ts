// DESIGN §4 ledger and reconciliation: a seeded random run of payments of every billing outcome, deposits,
// reconcile passes and cancellations over several sale points of two businesses keeps every cached balance equal
// to the sum of its entries and to what the invoices say, and no deposit ever goes below zero.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLease } from '../../src/server/jobs/lease.ts';
import { runReconcile } from '../../src/server/jobs/reconcile.job.ts';
import { call, DEMO, expectError, signIn } from './helper.ts';
import {
  DEMO_TAX_NUMBER,
  deposit,
  expectLedgerConsistent,
  invoiceBody,
  moneyWorld,
  openInvoice,
  otherBusiness,
  payInvoice,
  POINTS,
  STAFF,
  type World,
} from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

/** mulberry32: a small seeded PRNG, so a failing run can be replayed exactly. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each business's balances against what its invoices and incomes say they must be. */
async function expectBalancesMatchInvoices() {
  const db = w.t.app.ctx.db;
  const rows = await sql<{ business_id: string; deposit: number; reward: number; expected_deposit: number; expected_reward: number }>`
    select b.id as business_id,
      coalesce((select balance from account_balance where business_id = b.id and account = 'DEPOSIT'), 0) as deposit,
      coalesce((select balance from account_balance where business_id = b.id and account = 'REWARD'), 0) as reward,
      coalesce((select sum(amount) from deposit_income where business_id = b.id), 0)
        - coalesce((select sum(total) from invoice where business_id = b.id and status in ('PAID', 'PENDING')), 0) as expected_deposit,
      coalesce((select sum(reward) from invoice where business_id = b.id and status = 'PAID'), 0) as expected_reward
    from business b`.execute(db);
  for (const row of rows.rows) {
    expect(Number(row.deposit), `deposit of ${row.business_id}`).toBe(Number(row.expected_deposit));
    expect(Number(row.reward), `reward of ${row.business_id}`).toBe(Number(row.expected_reward));
  }
}

async function lowestDeposit(): Promise<number> {
  const row = await w.t.app.ctx.db
    .selectFrom('account_balance')
    .select((eb) => eb.fn.min('balance').as('lowest'))
    .where('account', '=', 'DEPOSIT')
    .executeTakeFirst();
  return Number(row?.lowest ?? 0);
}

describe('the ledger under a random mix of payments, failures, pendings, deposits and cancellations', () => {
  it('keeps balance = sum of entries = what the invoices say, never below zero (1 200 steps, seed 20240917)', { timeout: 240_000 }, async () => {
    const random = prng(20240917);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const other = await otherBusiness(w.t);
    await deposit(w.t, other.taxNumber, 5_000_000);
    const actors = [
      { token: () => w.agent.accessToken, base: '/api/agent', points: [POINTS.chilonzor, POINTS.yunusobod], tax: DEMO_TAX_NUMBER },
      { token: () => w.employee.accessToken, base: '/api/employee', points: [POINTS.chilonzor], tax: DEMO_TAX_NUMBER },
      { token: () => other.agent.accessToken, base: '/api/agent', points: [other.salePointId], tax: other.taxNumber },
    ];
    // Billing outcomes by the account's last digits (docs/billing-simulator.md); mostly paid.
    const suffixes = ['000', '123', '456', '789', '321', '991', '992', '993', '994', '996'];
    const services = [
      { key: 'suvsoz', account: (end: string) => `1234${end}`, amount: () => (1_000 + Math.floor(random() * 300_000)) * 100 },
      { key: 'beeline', account: (end: string) => `901234${end}`, amount: () => (1_000 + Math.floor(random() * 200_000)) * 100 },
      { key: 'toza-hudud', account: (end: string) => `TH-123${end}`, amount: () => (1_000 + Math.floor(random() * 100_000)) * 100 },
    ];
    const counts = { paid: 0, pending: 0, failed: 0, refused: 0, deposits: 0, reconciles: 0, approved: 0, rejected: 0, requests: 0 };
    const paidInvoices: { id: string; actor: (typeof actors)[number] }[] = [];
    let advanced = 0;

    for (let step = 0; step < 1_200; step += 1) {
      const roll = random();
      const actor = pick(actors);
      if (roll < 0.7) {
        const service = pick(services);
        const body = invoiceBody(w.merchant(service.key), service.account(pick(suffixes)), service.amount(), pick(actor.points));
        const opened = await openInvoice(w.t, actor.token(), body, { base: actor.base });
        expect(opened.status, JSON.stringify(opened.body)).toBe(200);
        const paid = await payInvoice(w.t, actor.token(), opened.body.data.invoiceNumber, { base: actor.base });
        if (paid.status === 400) {
          expectError(paid, 400, 'not_enough_money_in_your_balance');
          counts.refused += 1;
        } else {
          expect(paid.status).toBe(200);
          const result = paid.body.data.status as 'SUCCESSFUL' | 'IN_PROCESS' | 'UNSUCCESSFUL';
          if (result === 'SUCCESSFUL') {
            counts.paid += 1;
            paidInvoices.push({ id: paid.body.data.invoice.id, actor });
          } else if (result === 'IN_PROCESS') counts.pending += 1;
          else counts.failed += 1;
        }
      } else if (roll < 0.8) {
        await deposit(w.t, actor.tax, (1 + Math.floor(random() * 1_000_000)) * 100, pick(['TRANSFER', 'BANK_CARD', 'EXTRA']));
        counts.deposits += 1;
      } else if (roll < 0.9) {
        if (advanced < 10 * 60_000 && random() < 0.5) {
          w.t.clock.advance(31_000); // past the in-flight grace, so unanswered payments are asked about too
          advanced += 31_000;
        }
        expect((await call(w.t.app, 'POST', '/api/staff/v1/reconcile', { token: STAFF })).status).toBe(200);
        counts.reconciles += 1;
      } else if (paidInvoices.length > 0) {
        const target = paidInvoices.splice(Math.floor(random() * paidInvoices.length), 1)[0]!;
        const created = await call(w.t.app, 'POST', `${target.actor.base}/v1/application`, {
          token: target.actor.token(),
          body: { invoiceId: target.id, comment: `step ${step}` },
        });
        if (created.status !== 200) continue; // a service without cancellation, or its time is over
        counts.requests += 1;
        const decision = random() < 0.6 ? 'approve' : 'reject';
        const review = await call(w.t.app, 'POST', `/api/staff/v1/applications/${created.body.data.number}/${decision}`, {
          token: STAFF,
          body: decision === 'reject' ? { title: { uz: 'Rad', ru: 'Отказ', en: 'Rejected' } } : undefined,
        });
        expect(review.status, JSON.stringify(review.body)).toBe(200);
        counts[decision === 'approve' ? 'approved' : 'rejected'] += 1;
      }
      expect(await lowestDeposit()).toBeGreaterThanOrEqual(0);
      if (step % 100 === 99) {
        await expectLedgerConsistent(w.t);
        await expectBalancesMatchInvoices();
      }
    }
    w.t.clock.advance(31_000);
    await call(w.t.app, 'POST', '/api/staff/v1/reconcile', { token: STAFF });
    await expectLedgerConsistent(w.t);
    await expectBalancesMatchInvoices();
    expect(await w.t.app.ctx.db.selectFrom('invoice').select('id').where('status', '=', 'PENDING').execute()).toEqual([]);
    // Every path was taken, many times.
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeGreaterThan(5);
  });
});

describe('concurrent payments against one deposit', () => {
  it('never overdraws: with money for three, three of ten simultaneous payments go through', async () => {
    const other = await otherBusiness(w.t);
    const body = invoiceBody(w.merchant('suvsoz'), '1234567', 1_000_000, other.salePointId); // total 1 050 000
    await deposit(w.t, other.taxNumber, 3 * 1_050_000 + 1_049_999);
    const numbers = [];
    for (let index = 0; index < 10; index += 1) numbers.push((await openInvoice(w.t, other.agent.accessToken, body)).body.data.invoiceNumber);
    const answers = await Promise.all(numbers.map((number) => payInvoice(w.t, other.agent.accessToken, number)));
    expect(answers.filter((answer) => answer.status === 200 && answer.body.data.status === 'SUCCESSFUL')).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expectError(refused, 400, 'not_enough_money_in_your_balance');
    expect((await call(w.t.app, 'GET', '/v1/business/balance', { token: other.agent.accessToken })).body.data.balance).toBe(1_049_999);
    await expectLedgerConsistent(w.t);
  });
});

describe('the reconcile job', () => {
  it('does nothing while another process holds its lease, and takes a lease whose holder died', async () => {
    const pending = await openInvoice(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234991', 1_000_000));
    await payInvoice(w.t, w.agent.accessToken, pending.body.data.invoiceNumber);
    const db = w.t.app.ctx.db;
    const ctx = { db, clock: w.t.clock, billing: w.t.app.ctx.billing };
    const heldUntil = new Date(w.t.clock.now().getTime() + 60_000).toISOString();
    await db.insertInto('job_lease').values({ name: 'reconcile-payments', holder: 'another-process', expires_at: heldUntil })
      .onConflict((oc) => oc.column('name').doUpdateSet({ holder: 'another-process', expires_at: heldUntil }))
      .execute();
    expect(await runReconcile(ctx, 'this-process')).toEqual({ ran: false, checked: 0, expired: 0, purged: 0 });
    const status = async () => (await db.selectFrom('invoice').select('status').where('number', '=', pending.body.data.invoiceNumber).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('PENDING');

    w.t.clock.advance(61_000); // the other holder died: its lease ran out
    expect((await runReconcile(ctx, 'this-process')).ran).toBe(true);
    expect(await status()).toBe('PAID');
    // The lease is handed back at the end of a pass: the next pass (any process) runs at once.
    expect((await runReconcile(ctx, 'third-process')).ran).toBe(true);
    // Even when that pass's clock ran ahead and has since stepped back (an NTP correction, the browser tests' clock).
    const ahead = { now: () => new Date(w.t.clock.now().getTime() + 61_000) };
    expect((await runReconcile({ ...ctx, clock: ahead }, 'third-process')).ran).toBe(true);
    expect((await runReconcile(ctx, 'this-process')).ran).toBe(true);
  });

  it('never lets two holders run the same job at once', async () => {
    const lease = (holder: string) => ({ name: 'test-job', holder, ttlMs: 60_000, now: w.t.clock.now() });
    const ran: string[] = [];
    const outer = await withLease(w.t.app.ctx.db, lease('first'), async () => {
      ran.push('first');
      const inner = await withLease(w.t.app.ctx.db, lease('second'), async () => {
        ran.push('second');
      });
      expect(inner).toBe(false);
    });
    expect(outer).toBe(true);
    expect(ran).toEqual(['first']);
    expect(await withLease(w.t.app.ctx.db, lease('second'), async () => void ran.push('second'))).toBe(true);
  });

  it('expires OPEN invoices after 24 hours; paying one then moves no money', async () => {
    const opened = await openInvoice(w.t, w.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 1_000_000));
    w.t.clock.advance(24 * 3_600_000 + 1_000);
    const report = await runReconcile(w.t.app.ctx, 'this-process');
    expect(report.expired).toBeGreaterThanOrEqual(1);
    w.agent = await signIn(w.t.app, DEMO.agent.phone, DEMO.agent.pin);
    const before = (await call(w.t.app, 'GET', '/v1/business/balance', { token: w.agent.accessToken })).body.data.balance;
    const paid = await payInvoice(w.t, w.agent.accessToken, opened.body.data.invoiceNumber);
    expect(paid.body.data).toMatchObject({ status: 'UNSUCCESSFUL', invoice: { status: { value: 'EXPIRED', variant: 'warning' } } });
    expect((await call(w.t.app, 'GET', '/v1/business/balance', { token: w.agent.accessToken })).body.data.balance).toBe(before);
    await expectLedgerConsistent(w.t);
  });
});
