// spec 03 News: POST /v1/news/pageable lists ACTIVE news, modifiedDate descending, 20 a page, to agents and employees
// alike under the agent base (DESIGN §3: news is not scoped); staff publish and hide news through /api/staff/v1/news.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, signIn, type Session, type TestApp } from './helper.ts';

const STAFF = 'staff-test-token';
/** The client's request (spec 03 §7). */
const SPEC_BODY = { perPage: 20, page: 0, sort: { name: 'modifiedDate', direction: 'desc' }, search: [{ key: 'status', operation: '=', value: 'ACTIVE' }] };

type Row = { id: string; title: { ru: string; uz: string; en: string }; content: { ru: string }; image: string | null; status: string; modifiedDate: string };
type Page = { content: Row[]; totalElements: number; totalPages: number; number: number; numberOfElements: number; size: number };

let t: TestApp;
let agent: Session;
let employee: Session;
beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
  employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
});
afterAll(() => t.close());

const list = (body: object = SPEC_BODY, token = agent.accessToken, base = '/api/agent') =>
  call<Page>(t.app, 'POST', `${base}/v1/news/pageable`, { token, body });

const three = (text: string) => ({ ru: text, uz: `${text} (uz)`, en: `${text} (en)` });

/** Publishes through the staff API a second after the previous one, so the order is known (tokens stay valid). */
async function publish(title: string, extra: object = {}): Promise<string> {
  t.clock.advance(1_000);
  const answer = await call(t.app, 'POST', '/api/staff/v1/news', { token: STAFF, body: { title: three(title), content: three(`${title} text`), ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

const setStatus = (id: string, status: string) => {
  t.clock.advance(1_000);
  return call(t.app, 'POST', `/api/staff/v1/news/${id}/status`, { token: STAFF, body: { status } });
};

describe('POST /v1/news/pageable', () => {
  it('lists the demo news, newest change first, without the inactive draft', async () => {
    const page = (await list()).body.data;
    expect(page).toMatchObject({ totalElements: 6, totalPages: 1, number: 0, numberOfElements: 6, size: 20 });
    const dates = page.content.map((row) => row.modifiedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.content.every((row) => row.status === 'ACTIVE')).toBe(true);
    expect(page.content.map((row) => row.title.ru)).not.toContain('Черновик: новые тарифы');
    expect(page.content[0]).toMatchObject({ title: { en: 'Payments without the internet' }, image: '/catalogue/news-offline.svg' });
    expect(page.content[0]!.content.ru.length).toBeGreaterThan(160);
    expect(page.content.filter((row) => row.image !== null)).toHaveLength(2);
  });

  it('serves an employee the same news under the agent base, and has no employee variant', async () => {
    const forAgent = (await list()).body.data.content.map((row) => row.id);
    const forEmployee = await list(SPEC_BODY, employee.accessToken);
    expect(forEmployee.status).toBe(200);
    expect(forEmployee.body.data.content.map((row) => row.id)).toEqual(forAgent);
    expectError(await list(SPEC_BODY, employee.accessToken, '/api/employee'), 404, 'not_found');
  });

  it('refuses a caller without a token', async () => {
    expectError(await list(SPEC_BODY, ''), 401, 'unauthorized');
  });

  it('refuses a sort or a filter the list does not offer', async () => {
    expectError(await list({ ...SPEC_BODY, sort: { name: 'title', direction: 'asc' } }), 400, 'validation_error');
    expectError(await list({ ...SPEC_BODY, search: [{ key: 'title', operation: '=', value: 'x' }] }), 400, 'validation_error');
  });

  it('pages 20 at a time, each item once, and shows newly published news first', async () => {
    const ids: string[] = [];
    for (let index = 1; index <= 20; index++) ids.push(await publish(`Item ${index}`));
    const first = (await list()).body.data;
    expect(first).toMatchObject({ totalElements: 26, totalPages: 2, number: 0, numberOfElements: 20 });
    expect(first.content.slice(0, 20).map((row) => row.id)).toEqual([...ids].reverse());
    const second = (await list({ ...SPEC_BODY, page: 1 })).body.data;
    expect(second).toMatchObject({ number: 1, numberOfElements: 6 });
    const seen = [...first.content, ...second.content].map((row) => row.id);
    expect(new Set(seen).size).toBe(26);
    const oldestFirst = (await list({ perPage: 5, sort: { name: 'createdDate', direction: 'asc' } })).body.data.content;
    expect(oldestFirst[0]!.title.en).toBe('Welcome to the Agent Portal');
  });

  it('never lists INACTIVE news, even when asked for it', async () => {
    const inactive = (await list({ ...SPEC_BODY, perPage: 100, search: [{ key: 'status', operation: '=', value: 'INACTIVE' }] })).body.data;
    expect(inactive.totalElements).toBe(0);
  });
});

describe('/api/staff/v1/news', () => {
  it('hides news and shows it again at the top', async () => {
    const id = await publish('Short-lived');
    expect((await list()).body.data.content[0]!.id).toBe(id);
    expect((await setStatus(id, 'INACTIVE')).body.data).toEqual({ id, status: 'INACTIVE' });
    expect((await list({ ...SPEC_BODY, perPage: 100 })).body.data.content.map((row) => row.id)).not.toContain(id);
    await publish('Newer');
    await setStatus(id, 'ACTIVE');
    expect((await list()).body.data.content[0]!.id).toBe(id);
    const staffList = await call<{ id: string; status: string }[]>(t.app, 'GET', '/api/staff/v1/news', { token: STAFF });
    expect(staffList.body.data.find((row) => row.status === 'INACTIVE')?.id).toBe('01900000-0000-7000-8006-000000000007');
  });

  it('answers an uploaded image by its download path', async () => {
    const guid = crypto.randomUUID();
    const fileId = crypto.randomUUID();
    await t.app.ctx.db
      .insertInto('stored_file')
      .values({ id: fileId, guid, owner_id: null, name: 'banner.png', extension: 'png', mime: 'image/png', type: 'IMAGE', size: 10, created_at: new Date().toISOString(), deleted_at: null })
      .execute();
    const id = await publish('With a picture', { imageFileId: fileId, imageUrl: '/catalogue/news-holiday.svg' });
    expect((await list()).body.data.content.find((row) => row.id === id)?.image).toMatch(new RegExp(`^/file/download/${guid}\\.png\\?expires=\\d+&signature=`));
    const missing = await call(t.app, 'POST', '/api/staff/v1/news', { token: STAFF, body: { title: three('x'), content: three('y'), imageFileId: crypto.randomUUID() } });
    expectError(missing, 404, 'file_not_found');
  });

  it('edits a news item: texts and image change, the item comes first again, the audit keeps what it was', async () => {
    const id = await publish('With a typo', { imageUrl: '/catalogue/news-holiday.svg' });
    await publish('Newer');
    const edit = (body: object) => {
      t.clock.advance(1_000);
      return call(t.app, 'PUT', `/api/staff/v1/news/${id}`, { token: STAFF, body });
    };
    expect((await edit({ title: three('Without a typo'), content: three('Fixed text') })).body.data).toEqual({ id });
    const [first] = (await list()).body.data.content;
    expect(first).toMatchObject({ id, title: three('Without a typo'), content: { ru: 'Fixed text' }, image: '/catalogue/news-holiday.svg' });

    expect((await edit({ title: three('Without a typo'), content: three('Fixed text'), imageFileId: null })).status).toBe(200);
    const staffList = await call<Row[]>(t.app, 'GET', '/api/staff/v1/news', { token: STAFF });
    expect(staffList.body.data.find((row) => row.id === id)).toMatchObject({ title: three('Without a typo'), content: three('Fixed text'), image: null });

    const audit = await t.app.ctx.db
      .selectFrom('staff_audit')
      .select(['before_json', 'after_json'])
      .where('object_id', '=', id)
      .where('action', '=', 'news.edit')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [JSON.parse(row.before_json!), JSON.parse(row.after_json!)])).toEqual([
      [{ title: three('With a typo') }, { title: three('Without a typo') }],
      [{ imageUrl: '/catalogue/news-holiday.svg' }, { imageUrl: null }],
    ]);

    const refused = expectError(await edit({ title: three('x'.repeat(201)), content: { ru: 'y' } }), 400, 'validation_error');
    expect(refused).toHaveProperty(['title.ru']);
    expect(refused).toHaveProperty(['content.uz']);
    expectError(await edit({ title: three('x'), content: three('y'), imageFileId: crypto.randomUUID() }), 404, 'file_not_found');
    expectError(await call(t.app, 'PUT', `/api/staff/v1/news/${crypto.randomUUID()}`, { token: STAFF, body: { title: three('x'), content: three('y') } }), 404, 'not_found');
    expectError(await call(t.app, 'PUT', `/api/staff/v1/news/${id}`, { token: agent.accessToken, body: {} }), 401, 'unauthorized');
  });

  it('refuses a missing language, an unknown news item and a caller without the staff token', async () => {
    const fields = expectError(await call(t.app, 'POST', '/api/staff/v1/news', { token: STAFF, body: { title: { ru: 'x', uz: 'x' }, content: three('y') } }), 400, 'validation_error');
    expect(fields).toHaveProperty(['title.en']);
    expectError(await setStatus(crypto.randomUUID(), 'INACTIVE'), 404, 'not_found');
    expectError(await call(t.app, 'POST', '/api/staff/v1/news', { token: agent.accessToken, body: {} }), 401, 'unauthorized');
  });
});
