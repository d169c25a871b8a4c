// Issue 21 item 3: the exports of the transactions, cancellation requests, shifts, deposit history, rewards and
// statistics. Each export holds what its list shows for the same filters (rows, order, scope), in CSV (UTF-8 with a
// BOM, `;`, formula-looking text defused, quotes and line breaks escaped) and XLSX (number cells in so'm, date cells
// in Tashkent time, headers in the reader's language); refusals come as the error envelope; exports are rate limited.
// Runs on PostgreSQL too with TEST_DATABASE_URL.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASHKENT_OFFSET_MS } from '../../src/shared/period.ts';
import { keysetPages } from '../../src/server/http/paging.ts';
import { call, createTestApp, DEMO, signIn, type TestApp } from './helper.ts';
import { DEMO_TAX_NUMBER, deposit, EMPLOYEE_BASE, invoiceBody, moneyWorld, otherBusiness, payment, POINTS, type World } from './money-helper.ts';

const AGENT_BASE = '/api/agent';
const NASTY_NAME = '=HYPERLINK("http://x";"y")';
const NASTY_COMMENT = 'said "refund";\nplease @once';

let w: World;
let other: Awaited<ReturnType<typeof otherBusiness>>;
let paidNumbers: string[];

type Download = { status: number; headers: Record<string, unknown>; bytes: Buffer; json: () => { data: { message: string; status: number } } };

async function download(path: string, body: object, token?: string, options: { base?: string; headers?: Record<string, string>; app?: TestApp } = {}): Promise<Download> {
  const response = await (options.app ?? w.t).app.inject({
    method: 'POST',
    url: `${options.base ?? AGENT_BASE}${path}`,
    payload: body,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json: () => response.json() };
}

/** RFC 4180 with `;`: fields, quotes doubled inside quoted fields, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

function csvOf(answer: Download): string[][] {
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(answer.bytes.toString('utf8').slice(1));
}

async function sheetOf(answer: Download): Promise<ExcelJS.Worksheet> {
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(answer.bytes as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const listAll = async (path: string, body: object, token = w.agent.accessToken, base = AGENT_BASE) => {
  const answer = await call(w.t.app, 'POST', `${base}${path}`, { token, body: { ...body, perPage: 1000 } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.content as Record<string, unknown>[];
};

beforeAll(async () => {
  w = await moneyWorld();
  const db = w.t.app.ctx.db;
  await db.updateTable('app_user').set({ first_name: NASTY_NAME, last_name: null }).where('phone', '=', DEMO.employee.phone.replace(/\D/g, '')).execute();
  const suvsoz = w.merchant('suvsoz');
  paidNumbers = [];
  for (const [token, base, account, amount, point] of [
    [w.agent.accessToken, AGENT_BASE, '1112223', 1_234_500, POINTS.chilonzor],
    [w.employee.accessToken, EMPLOYEE_BASE, '2223334', 500_000, POINTS.chilonzor],
    [w.agent.accessToken, AGENT_BASE, '3334445', 7_700_000, POINTS.yunusobod],
  ] as const) {
    const paid = await payment(w.t, token, invoiceBody(suvsoz, account, amount, point), { base });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    paidNumbers.push(paid.body.data.invoice.number);
  }
  const [first] = await listAll('/v1/invoice/pageable', { search: [{ key: 'invoiceNumber', operation: '=', value: paidNumbers[0] }] });
  const created = await call(w.t.app, 'POST', '/v1/application', { token: w.agent.accessToken, body: { invoiceId: first!.id, comment: NASTY_COMMENT } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await deposit(w.t, DEMO_TAX_NUMBER, 10_000_000_00);
  const opened = await call(w.t.app, 'POST', `${EMPLOYEE_BASE}/v1/shift/open`, { token: w.employee.accessToken, body: { salePointId: POINTS.chilonzor, openingCash: 100_00 } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  other = await otherBusiness(w.t);
});
afterAll(() => w.t.close());

describe('POST /v1/invoice/export', () => {
  it('writes the list\'s rows for the same filters and order as CSV with a BOM, `;`, so\'m and Tashkent time', async () => {
    const filters = { search: [{ key: 'status', operation: '=', value: 'PAID' }], sort: { name: 'createdDate', direction: 'asc' } };
    const listed = await listAll('/v1/invoice/pageable', filters);
    const rows = csvOf(await download('/v1/invoice/export', { ...filters, format: 'csv', lang: 'ru' }, w.agent.accessToken));
    expect(rows[0]).toEqual(['Номер', 'Время платежа', 'Статус', 'Услуга', 'Лицевой счёт', 'Точка продаж', 'Кассир', 'Сумма, сум', 'Комиссия, сум', 'Итого, сум', 'Вознаграждение, сум', 'Создан']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.map((row) => row.number));
    const mine = rows.find((row) => row[0] === paidNumbers[0])!;
    expect(mine[2]).toBe('Оплачен');
    expect(mine[7]).toBe('12345,00');
    const created = listed.find((row) => row.number === paidNumbers[0])!.createdDate as string;
    const local = new Date(Date.parse(created) + TASHKENT_OFFSET_MS).toISOString();
    expect(mine[11]).toBe(`${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 19)}`);
    // The cashier's name would be a formula: it is text with an apostrophe before it, and its quotes are escaped.
    const byEmployee = rows.find((row) => row[0] === paidNumbers[1])!;
    expect(byEmployee[6]).toBe(`'${NASTY_NAME}`);
    const raw = (await download('/v1/invoice/export', { format: 'csv' }, w.agent.accessToken)).bytes.toString('utf8');
    expect(raw).toContain(`"'=HYPERLINK(""http://x"";""y"")"`);
  });

  it('writes XLSX with number cells in so\'m, date cells in Tashkent time and headers in the reader\'s language', async () => {
    const filters = { search: [{ key: 'invoiceNumber', operation: '=', value: paidNumbers[0] }] };
    const [listed] = await listAll('/v1/invoice/pageable', filters);
    const answer = await download('/v1/invoice/export', { ...filters, format: 'xlsx', lang: 'uz' }, w.agent.accessToken);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await sheetOf(answer);
    expect(sheet.getRow(1).getCell(1).value).toBe('Raqam');
    expect(sheet.getRow(1).getCell(8).value).toBe("Summa, so'm");
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(paidNumbers[0]);
    expect(row.getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(8).value).toBe(12_345);
    expect(row.getCell(8).numFmt).toBe('#,##0.00');
    expect(row.getCell(12).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(12).value as Date).getTime()).toBe(Date.parse(listed!.createdDate as string) + TASHKENT_OFFSET_MS);
    // Headers follow Accept-Language when the body names no language; Russian when neither does.
    const english = await sheetOf(await download('/v1/invoice/export', { ...filters, format: 'xlsx' }, w.agent.accessToken, { headers: { 'accept-language': 'en-US,en;q=0.9' } }));
    expect(english.getRow(1).getCell(1).value).toBe('Number');
    const russian = csvOf(await download('/v1/invoice/export', { ...filters, format: 'csv' }, w.agent.accessToken));
    expect(russian[0]![0]).toBe('Номер');
  });

  it('defuses formula-looking text in XLSX too: a string cell, never a formula', async () => {
    const sheet = await sheetOf(await download('/v1/invoice/export', { search: [{ key: 'invoiceNumber', operation: '=', value: paidNumbers[1] }], format: 'xlsx' }, w.agent.accessToken));
    const cell = sheet.getRow(2).getCell(7);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`'${NASTY_NAME}`);
  });

  it('gives an employee only its sale points\' rows, under the employee base', async () => {
    const listed = await listAll('/v1/invoice/pageable', {}, w.employee.accessToken, EMPLOYEE_BASE);
    const rows = csvOf(await download('/v1/invoice/export', { format: 'csv' }, w.employee.accessToken, { base: EMPLOYEE_BASE }));
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.map((row) => row.number));
    expect(rows.slice(1).every((row) => row[5] === 'Chilonzor filiali')).toBe(true);
    expect(rows.slice(1).map((row) => row[0])).not.toContain(paidNumbers[2]);
  });

  it('refuses a malformed filter with the error envelope before any byte of the file', async () => {
    const refused = await download('/v1/invoice/export', { format: 'csv', search: [{ key: 'createdDate', operation: '>=', value: 'soon' }] }, w.agent.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.json().data.message).toBe('validation_error');
    const noFormat = await download('/v1/invoice/export', {}, w.agent.accessToken);
    expect(noFormat.status).toBe(400);
    expect(noFormat.json().data.message).toBe('validation_error');
  });
});

describe('the other exports', () => {
  it('cancellation requests: the list\'s rows, the comment\'s quotes and line break escaped', async () => {
    const listed = await listAll('/v1/application/pageable', {});
    const rows = csvOf(await download('/v1/application/export', { format: 'csv' }, w.agent.accessToken));
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.map((row) => row.number));
    const mine = rows.find((row) => row[3] === paidNumbers[0])!;
    expect(mine[2]).toBe('На рассмотрении');
    expect(mine[11]).toBe(NASTY_COMMENT);
    const employee = csvOf(await download('/v1/application/export', { format: 'csv' }, w.employee.accessToken, { base: EMPLOYEE_BASE }));
    const employeeListed = await listAll('/v1/application/pageable', {}, w.employee.accessToken, EMPLOYEE_BASE);
    expect(employee.slice(1).map((row) => row[0])).toEqual(employeeListed.map((row) => row.number));
  });

  it('deposit history: entries of the list, the method in words, the amount in so\'m', async () => {
    const filters = { search: [{ key: 'typeIncome', operation: '=', value: 'TRANSFER' }] };
    const listed = await listAll('/v1/income-business/pageable', filters);
    const sheet = await sheetOf(await download('/v1/income-business/export', { ...filters, format: 'xlsx', lang: 'ru' }, w.agent.accessToken));
    expect(sheet.rowCount - 1).toBe(listed.length);
    expect(sheet.getRow(2).getCell(2).value).toBe('Банковский перевод');
    expect(sheet.getRow(2).getCell(4).value).toBe((listed[0]!.amount as number) / 100);
  });

  it('rewards: one row per rewarded payment, as the list', async () => {
    const listed = await listAll('/v1/reward-source/pageable', {});
    const rows = csvOf(await download('/v1/reward-source/export', { format: 'csv' }, w.agent.accessToken));
    expect(rows.slice(1).map((row) => row[1])).toEqual(listed.map((row) => row.invoiceNumber));
    expect(rows.length - 1).toBeGreaterThanOrEqual(3);
  });

  it('statistics: the period\'s paid payments by day, sale point, cashier and service, adding up to the screen\'s totals', async () => {
    const today = new Date(w.t.clock.now().getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
    const screen = await call(w.t.app, 'GET', `/v1/statistics?startDate=${today}&endDate=${today}`, { token: w.agent.accessToken });
    const sheet = await sheetOf(await download('/v1/statistics/export', { startDate: today, endDate: today, format: 'xlsx' }, w.agent.accessToken));
    let transactions = 0;
    let amount = 0;
    for (let i = 2; i <= sheet.rowCount; i++) {
      const row = sheet.getRow(i);
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
      transactions += row.getCell(5).value as number;
      amount += row.getCell(6).value as number;
    }
    expect(transactions).toBe(screen.body.data.total.transactions);
    expect(Math.round(amount * 100)).toBe(screen.body.data.total.amount);
    const onePoint = csvOf(await download('/v1/statistics/export', { startDate: today, endDate: today, salePointId: POINTS.yunusobod, format: 'csv' }, w.agent.accessToken));
    expect(onePoint.slice(1).every((row) => row[1] === 'Yunusobod doʻkoni')).toBe(true);
    const backwards = await download('/v1/statistics/export', { startDate: today, endDate: '2020-01-01', format: 'csv' }, w.agent.accessToken);
    expect([backwards.status, backwards.json().data.message]).toEqual([400, 'validation_error']);
  });

  it('shifts: the owner every cashier\'s, an employee its own, open ones included', async () => {
    const listed = await listAll('/v1/shift/pageable', {});
    const rows = csvOf(await download('/v1/shift/export', { format: 'csv' }, w.agent.accessToken));
    expect(rows.length - 1).toBe(listed.length);
    expect(rows[1]![2]).toBe('Открыта');
    expect(rows[1]![5]).toBe('100,00');
    const byDifference = csvOf(await download('/v1/shift/export', { format: 'csv', sort: { name: 'difference', direction: 'asc' } }, w.employee.accessToken, { base: EMPLOYEE_BASE }));
    expect(byDifference.length - 1).toBe((await listAll('/v1/shift/pageable', {}, w.employee.accessToken, EMPLOYEE_BASE)).length);
  });
});

describe('authorisation', () => {
  const EXPORTS = [
    ['/v1/invoice/export', { format: 'csv' }, true],
    ['/v1/application/export', { format: 'csv' }, true],
    ['/v1/shift/export', { format: 'csv' }, true],
    ['/v1/income-business/export', { format: 'csv' }, false],
    ['/v1/reward-source/export', { format: 'csv' }, false],
    ['/v1/statistics/export', { format: 'csv', startDate: '2026-01-01', endDate: '2026-01-31' }, false],
  ] as const;

  it('refuses no token, the wrong base and an employee on the owner\'s exports', async () => {
    for (const [path, body, scoped] of EXPORTS) {
      const none = await download(path, body);
      expect([none.status, none.json().data.message], path).toEqual([401, 'unauthorized']);
      const employeeOnAgentBase = await download(path, body, w.employee.accessToken);
      expect([employeeOnAgentBase.status, employeeOnAgentBase.json().data.message], path).toEqual([403, 'access_denied']);
      if (scoped) {
        const agentOnEmployeeBase = await download(path, body, w.agent.accessToken, { base: EMPLOYEE_BASE });
        expect([agentOnEmployeeBase.status, agentOnEmployeeBase.json().data.message], path).toEqual([403, 'access_denied']);
      } else {
        expect((await download(path, body, w.employee.accessToken, { base: EMPLOYEE_BASE })).status, path).toBe(404);
      }
    }
  });

  it('gives another business none of the rows, and another sale point\'s employee none of that point\'s', async () => {
    for (const [path, body] of EXPORTS) {
      const rows = csvOf(await download(path, body, other.agent.accessToken));
      expect(rows.length, path).toBe(1);
    }
    const elsewhere = csvOf(
      await download('/v1/invoice/export', { format: 'csv', search: [{ key: 'salePointId', operation: '=', value: POINTS.yunusobod }] }, w.employee.accessToken, { base: EMPLOYEE_BASE }),
    );
    expect(elsewhere.length).toBe(1);
    const theirPoint = await download('/v1/statistics/export', { format: 'csv', startDate: '2026-01-01', endDate: '2026-01-31', salePointId: POINTS.chilonzor }, other.agent.accessToken);
    expect([theirPoint.status, theirPoint.json().data.message]).toEqual([404, 'sale_point_not_found']);
  });

  it('limits exports per client and minute', async () => {
    const limited = await createTestApp({ rateLimit: { global: 1000, auth: 1000, export: 2 } });
    try {
      const agent = await signIn(limited.app, DEMO.agent.phone, DEMO.agent.pin);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await download('/v1/invoice/export', { format: 'csv' }, agent.accessToken, { app: limited })).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await download('/v1/invoice/export', { format: 'csv' }, agent.accessToken, { app: limited });
      expect(refused.json().data).toMatchObject({ message: 'too_many_requests', status: 429 });
      // The lists themselves are not limited by it.
      expect((await call(limited.app, 'POST', '/v1/invoice/pageable', { token: agent.accessToken, body: {} })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('keysetPages', () => {
  it('reads every row once in the list\'s order across pages, ties broken by the tiebreak, deferred or not', async () => {
    const db = w.t.app.ctx.db;
    const ids = (await db.selectFrom('invoice').select('id').where('business_id', '=', w.businessId).orderBy('id').execute()).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(6);
    // Ties on the sort column across page boundaries.
    await db.updateTable('invoice').set({ modified_at: '2026-01-01T00:00:00.000Z' }).where('id', 'in', ids.slice(0, Math.ceil(ids.length / 2))).execute();
    const columns = {
      sort: { modifiedDate: 'i.modified_at', amount: 'i.amount' },
      search: { status: { column: 'i.status', kind: 'string' } },
      defaultSort: { column: 'i.modified_at', direction: 'desc' },
      tiebreak: 'i.id',
    } as const;
    const mine = () => db.selectFrom('invoice as i').selectAll('i').where('i.business_id', '=', w.businessId);
    for (const [sort, deferred] of [
      [undefined, false],
      [{ name: 'amount', direction: 'asc' }, true],
      [{ name: 'modifiedDate', direction: 'asc' }, false],
    ] as const) {
      const read: string[] = [];
      const options = deferred ? { from: mine(), key: 'i.id', pageSize: 2 } : { pageSize: 2 };
      for await (const rows of keysetPages(db, mine(), { sort, search: [] }, columns, options)) read.push(...rows.map((row) => row.id));
      const column = sort?.name === 'amount' ? 'i.amount' : 'i.modified_at';
      const direction = sort ? sort.direction : 'desc';
      const expected = (await mine().orderBy(column, direction).orderBy('i.id', direction).execute()).map((row) => row.id);
      expect(read, JSON.stringify(sort)).toEqual(expected);
    }
  });
});
