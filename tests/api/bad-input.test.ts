// Issue 14 items 1 and 2: each request the audit answered with a 5xx, or stored unbounded, is refused as bad input.
// The fuzz suite (fuzz.test.ts) covers every route broadly; these are the audit's own requests, with valid
// neighbours so that the one bad value reaches as far as it did. Runs on PostgreSQL too with TEST_DATABASE_URL.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_TIYIN } from '../../src/shared/money.ts';
import { call, DEMO, expectError, register, type Answer } from './helper.ts';
import { DEMO_TAX_NUMBER, invoiceBody, moneyWorld, POINTS, STAFF, type World } from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

const BEYOND_DATES = 8_640_000_000_000_001;
const agentPost = (path: string, body: unknown, headers?: Record<string, string>) =>
  call(w.t.app, 'POST', path, { token: w.agent.accessToken, body, headers });
const staff = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(w.t.app, method, `/api/staff${path}`, { token: STAFF, body });
const invalid = (answer: Answer) => expectError(answer, 400, 'validation_error');

describe('epoch values outside the JavaScript date range', () => {
  it('refuses them in requestDate, stat-by-date and a createdDate filter', async () => {
    invalid(await agentPost('/v1/invoice', { ...invoiceBody(w.merchant('suvsoz'), '1234567', 10_000_000), requestDate: BEYOND_DATES }));
    const topUp = { salePointId: POINTS.chilonzor, number: '8600020000001234', amount: 100_000, requestDate: BEYOND_DATES };
    invalid(await agentPost('/v1/invoice/create-static-without-confirm', topUp));
    const confirmed = { salePointId: POINTS.chilonzor, staticMerchant: 'P2P', account: { number: '8600020000001234' }, token: 'x', amount: 100_000 };
    invalid(await agentPost('/v1/invoice/invoice-static', { ...confirmed, requestDate: BEYOND_DATES }));
    invalid(await agentPost('/v1/invoice/stat-by-date', { beginDate: 0, endDate: 1e300, salePointId: POINTS.chilonzor }));
    invalid(await agentPost('/v1/invoice/pageable', { search: [{ key: 'createdDate', operation: '>=', value: 1e300 }] }));
  });
});

describe('paging', () => {
  it('refuses page and perPage of 1e300 on the lists, and page=1e308 on the staff lists', async () => {
    for (const path of ['/v1/invoice/pageable', '/v1/sale-point/pageable', '/v1/application/pageable', '/v1/device/pageable', '/v1/news/pageable']) {
      invalid(await agentPost(path, { page: 1e300 }));
      invalid(await agentPost(path, { perPage: 1e300 }));
    }
    invalid(await staff('GET', '/v1/applications?page=1e308'));
  });

  it('caps the number of filters', async () => {
    const filters = Array.from({ length: 1000 }, (_, i) => ({ key: 'amount', operation: '>=', value: i }));
    invalid(await agentPost('/v1/invoice/pageable', { search: filters }));
  });

  it('refuses like on a numeric key, and a fraction or an oversized number for an integer column', async () => {
    invalid(await agentPost('/v1/sale-point/pageable', { search: [{ key: 'regionId', operation: 'like', value: '1' }] }));
    invalid(await agentPost('/v1/invoice/pageable', { search: [{ key: 'amount', operation: '=', value: 1.5 }] }));
    invalid(await agentPost('/v1/invoice/pageable', { search: [{ key: 'amount', operation: '=', value: 1e300 }] }));
  });
});

describe('bodies nested too deep', () => {
  it('refuses 20 000 nested arrays alike with or without an Idempotency-Key', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const headers of [{}, { 'idempotency-key': 'deep-1' }]) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: '/api/agent/v1/invoice',
        payload: deep,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${w.agent.accessToken}`, ...headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ data: { message: 'validation_error', status: 400 } });
    }
  });
});

describe('bodies with too many keys', () => {
  it('refuses 50 000 unknown keys without signing in, before the body is parsed or validated', async () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `"k${i}":1`).join(',');
    const payload = `{"phone":"998901234567",${keys}}`;
    expect(payload.length).toBeGreaterThan(500_000);
    // The work counted, not timed: no JSON.parse of the body and no valibot issue built from it.
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await w.t.app.inject({ method: 'POST', url: '/api/agent/v1/otp', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ data: { message: 'validation_error', status: 400 } });
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 100_000)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it('still takes the largest real body: a sale point with 500 employee ids gets past the parser', async () => {
    const employeeIds = Array.from({ length: 500 }, (_, i) => `id-${i}`);
    const answer = await agentPost('/v1/sale-point/pageable', { search: [], employeeIds });
    expect(answer.status).toBe(200);
  });
});

describe('NUL bytes and ids', () => {
  it('refuses a NUL in a path id or a body string', async () => {
    invalid(await call(w.t.app, 'GET', '/v1/invoice/%00', { token: w.agent.accessToken }));
    expect(invalid(await agentPost('/v1/pay', { invoiceNumber: 'x\u0000' }))).toEqual({ invoiceNumber: 'invalid' });
    invalid(await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount: 100, comment: 'a\u0000b' }));
  });

  it('refuses an empty imageId instead of storing it', async () => {
    const user = await register(w.t.app);
    const answer = await call(w.t.app, 'POST', '/v1/profile', { token: user.accessToken, body: { firstName: 'A', lastName: 'B', imageId: '' } });
    expect(invalid(answer)).toEqual({ imageId: 'required' });
  });
});

describe('money bounds', () => {
  it(`refuses money above ${MAX_TIYIN} tiyin or not a whole number, in every schema that carries it`, async () => {
    for (const amount of [1e300, 1e20, MAX_TIYIN + 1, 1.5]) {
      invalid(await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount }));
      invalid(await agentPost('/v1/invoice', invoiceBody(w.merchant('suvsoz'), '1234567', amount)));
      invalid(await agentPost('/v1/sale-point', { name: 'Limit', provinceId: 1, districtId: 1, latitude: 41, longitude: 69, limitSum: amount }));
    }
  });

  it('refuses a deposit that would carry a balance past the bound, and keeps the ledger whole', async () => {
    expect((await staff('POST', '/v1/deposit', { business: DEMO_TAX_NUMBER, amount: MAX_TIYIN })).status).toBe(400);
    expect((await staff('GET', '/v1/ledger/check')).body.data.ok).toBe(true);
  });

  it('makes ledger/check see a balance that is no whole number of tiyin, or out of range', async () => {
    const { db } = w.t.app.ctx;
    const row = await db.selectFrom('account_balance').selectAll().where('business_id', '=', w.businessId).where('account', '=', 'DEPOSIT').executeTakeFirstOrThrow();
    try {
      // What a REAL balance in SQLite or a bigint past 2^53 read back rounded looks like: equal to a sum just as broken.
      // PostgreSQL refuses writing either (bigint, and account_balance's bound check of migration 0023).
      if (w.t.config.databaseUrl) {
        const write = db.updateTable('account_balance').set({ balance: 2 ** 60 }).where('business_id', '=', w.businessId).where('account', '=', 'DEPOSIT').execute();
        await expect(write).rejects.toMatchObject({ constraint: 'account_balance_bound' });
      }
      for (const broken of w.t.config.databaseUrl ? [] : [1e300, 2 ** 60]) {
        await db.updateTable('account_balance').set({ balance: broken }).where('business_id', '=', w.businessId).where('account', '=', 'DEPOSIT').execute();
        await db.insertInto('ledger_entry').values({ id: `broken-${broken}`, business_id: w.businessId, account: 'DEPOSIT', amount: broken - row.balance, kind: 'INCOME', invoice_id: null, income_id: null, application_id: null, created_at: new Date().toISOString() }).execute();
        const check = await staff('GET', '/v1/ledger/check');
        expect(check.body.data.ok, String(broken)).toBe(false);
        await db.deleteFrom('ledger_entry').where('id', '=', `broken-${broken}`).execute();
      }
    } finally {
      await db.updateTable('account_balance').set({ balance: row.balance }).where('business_id', '=', w.businessId).where('account', '=', 'DEPOSIT').execute();
    }
    expect((await staff('GET', '/v1/ledger/check')).body.data.ok).toBe(true);
  });
});

describe('free-text lengths', () => {
  it('refuses a 1 MB first name, sale point name or address', async () => {
    const huge = 'я'.repeat(1024 * 1024 / 2 - 100);
    const user = await register(w.t.app);
    expect(invalid(await call(w.t.app, 'POST', '/v1/profile', { token: user.accessToken, body: { firstName: huge, lastName: 'B' } }))).toEqual({ firstName: 'max_length:150' });
    const point = { name: 'Olmazor', provinceId: 1, districtId: 1, latitude: 41, longitude: 69 };
    expect(invalid(await agentPost('/v1/sale-point', { ...point, name: huge }))).toMatchObject({ name: 'max_length:150' });
    expect(invalid(await agentPost('/v1/sale-point', { ...point, address: huge }))).toMatchObject({ address: 'max_length:500' });
  });
});

describe("the router's and the HTTP parser's own refusals", () => {
  const expectEnvelope = (response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(JSON.parse(response.body)).toEqual({ data: { message: 'validation_error', status } });
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  };

  it('answers a malformed escape (400) and an over-long path parameter (414) in the envelope', async () => {
    expectEnvelope(await w.t.app.inject({ method: 'GET', url: '/api/agent/v1/invoice/%ZZ' }), 400);
    expectEnvelope(await w.t.app.inject({ method: 'GET', url: `/api/agent/v1/invoice/${'1'.repeat(300)}` }), 414);
  });

  it("answers Node's 431 for headers too large in the envelope", async () => {
    const address = await w.t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/agent/v1/setting/all HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    const headers = Object.fromEntries(head!.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]));
    expectEnvelope({ statusCode: Number(head!.split(' ')[1]), headers, body: body! }, 431);
  });
});

it('keeps the demo agent able to pay after all of it', async () => {
  expect((await call(w.t.app, 'GET', '/v1/profile', { token: w.agent.accessToken })).body.data.phone).toBe(DEMO.agent.phone);
});

describe('malformed multipart on POST /v1/file', () => {
  const upload = (contentType: string, payload: string) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/agent/v1/file',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${w.agent.accessToken}` },
    });
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxxxx\r\n`;

  it.each([
    ['a truncated body', 'multipart/form-data; boundary=abc', part('abc')],
    ['a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, `${part('b'.repeat(300))}--${'b'.repeat(300)}--\r\n`],
    ['a boundary that does not match', 'multipart/form-data; boundary=abc', `${part('xyz')}--xyz--\r\n`],
    ['no boundary at all', 'multipart/form-data', part('abc')],
  ])('answers %s with 400 and a code', async (_what, contentType, payload) => {
    const response = await upload(contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { message: 'validation_error', status: 400, fields: { file: expect.any(String) } } });
  });
});
