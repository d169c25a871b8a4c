// spec 02 §3 and §7 catalogue: merchants and categories for agents and employees, the static card-to-card service,
// options, regions, the reward list, and each tier's spending this Tashkent month.
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAggregates } from '../../src/server/modules/payments/aggregates.repository.ts';
import { call, createTestApp, DEMO, expectError, signIn, type Session, type TestApp } from './helper.ts';

/** 00:30 on 1 February 2025 in Tashkent (UTC+5): still 31 January in UTC. */
const NOW = new Date('2025-01-31T19:30:00.000Z');
const CHILONZOR = '01900000-0000-7000-8000-000000000101';

let t: TestApp;
let agent: Session;
let employee: Session;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
  employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
});
afterAll(() => t.close());

const merchantId = async (key: string) =>
  (await t.app.ctx.db.selectFrom('merchant').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

type Listed = { key: string; status: { value: string; message: unknown } };
const listMerchants = (token: string, body: Record<string, unknown> = {}, base = '/api/agent') =>
  call(t.app, 'POST', `${base}/v1/agent-merchant/pageable`, { token, body: { perPage: 100, ...body } });
const keys = (answer: { body: { data: { content: Listed[] } } }) => answer.body.data.content.map((merchant) => merchant.key);
const search = (key: string, operation: string, value: unknown) => ({ search: [{ key, operation, value }] });

describe('POST /v1/agent-merchant/pageable', () => {
  it('lists every merchant but the INACTIVE one, by position, DISABLED ones with their message', async () => {
    const answer = await listMerchants(agent.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ totalElements: 24, numberOfElements: 24, size: 100 });
    expect(keys(answer)).not.toContain('evo');
    expect(keys(answer).slice(0, 7)).toEqual(['beeline', 'ucell', 'uzmobile', 'mobiuz', 'humans', 'perfectum', 'hududiy-elektr']);
    const positions = answer.body.data.content.map((merchant: { position: number }) => merchant.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const comnet = answer.body.data.content.find((merchant: Listed) => merchant.key === 'comnet');
    expect(comnet.status).toEqual({
      value: 'DISABLED',
      message: {
        uz: 'Texnik ishlar sababli vaqtincha ishlamayapti',
        ru: 'Временно не работает из-за технических работ',
        en: 'Temporarily unavailable for maintenance',
        oz: 'Техник ишлар сабабли вақтинча ишламаяпти',
      },
    });
    expect(answer.body.data.content[0].status).toEqual({ value: 'ACTIVE', message: null });
  });

  it('serves the employee the same catalogue under the agent base: the spec does not flag the catalogue calls as scoped', async () => {
    expect(keys(await listMerchants(employee.accessToken))).toEqual(keys(await listMerchants(agent.accessToken)));
    expect((await listMerchants(employee.accessToken, {}, '/api/employee')).status).toBe(404);
  });

  it('finds merchants by name in any language and case', async () => {
    expect(keys(await listMerchants(agent.accessToken, search('name', 'like', 'штрафы')))).toEqual(['yhxbb-jarima']);
    expect(keys(await listMerchants(agent.accessToken, search('name', 'like', 'TRAFFIC')))).toEqual(['yhxbb-jarima']);
    expect(keys(await listMerchants(agent.accessToken, search('name', 'like', 'jarima')))).toEqual(['yhxbb-jarima']);
    expect(keys(await listMerchants(agent.accessToken, search('name', 'like', 'ЖАРИМАЛАРИ')))).toEqual(['yhxbb-jarima']);
    expect(keys(await listMerchants(agent.accessToken, search('name', 'like', 'ГАЗ')))).toEqual(['hududgaz']);
    expect(keys(await listMerchants(agent.accessToken, search('name', 'like', 'EVO')))).toEqual([]);
  });

  it('filters by category, type, status and tags', async () => {
    const categories = (await call(t.app, 'POST', '/v1/merchant-category/pageable', { token: agent.accessToken, body: {} })).body.data.content;
    const banks = categories.find((category: { name: { en: string } }) => category.name.en === 'Banks & cards');
    expect(keys(await listMerchants(agent.accessToken, search('merchantCategoryId', '=', banks.id)))).toEqual([
      'P2P',
      'kapitalbank-kredit',
      'visa-usd',
    ]);
    expect(keys(await listMerchants(agent.accessToken, search('type', '=', 'MOBILE')))).toHaveLength(6);
    expect(keys(await listMerchants(agent.accessToken, search('type', '=', 'MULTI_CURRENCY')))).toEqual(['visa-usd']);
    expect(keys(await listMerchants(agent.accessToken, search('status', '=', 'DISABLED')))).toEqual(['comnet']);
    expect(keys(await listMerchants(agent.accessToken, search('status', '=', 'INACTIVE')))).toEqual([]);
    expect(keys(await listMerchants(agent.accessToken, search('tags', '=', 'popular')))).toEqual([
      'beeline',
      'ucell',
      'uzmobile',
      'hududiy-elektr',
    ]);
    expect(keys(await listMerchants(agent.accessToken, search('tags', 'like', 'elec')))).toEqual(['hududiy-elektr']);
    expect(keys(await listMerchants(agent.accessToken, search('tags', '!=', 'mobile')))).toHaveLength(18);
    expect(keys(await listMerchants(agent.accessToken, search('tags', '=', 'pop')))).toEqual([]);
  });

  it('sorts by a whitelisted name and pages', async () => {
    const top = await listMerchants(agent.accessToken, { perPage: 4, sort: { name: 'topPosition', direction: 'desc' }, ...search('tags', '=', 'popular') });
    expect(keys(top)).toEqual(['hududiy-elektr', 'uzmobile', 'ucell', 'beeline']);
    const second = await listMerchants(agent.accessToken, { perPage: 10, page: 2 });
    expect(second.body.data).toMatchObject({ totalElements: 24, totalPages: 3, number: 2, numberOfElements: 4 });
    expect(keys(second)).toEqual(['visa-usd', 'otm-kontrakt', 'yandex-go', 'mehr-xayriya']);
  });

  it('refuses an unknown sort name, search key or tags operation', async () => {
    expect(expectError(await listMerchants(agent.accessToken, { sort: { name: 'agent_reward_bp' } }), 400, 'validation_error')).toEqual({
      'sort.name': 'invalid',
    });
    expect(expectError(await listMerchants(agent.accessToken, search('fields_json', 'like', 'x')), 400, 'validation_error')).toEqual({
      'search.0.key': 'invalid',
    });
    expect(expectError(await listMerchants(agent.accessToken, search('tags', '>=', 'a')), 400, 'validation_error')).toEqual({
      'search.tags': 'invalid',
    });
  });
});

describe('GET /v1/agent-merchant/:id', () => {
  it('answers every field of a merchant, rates in percent and money in tiyin', async () => {
    const answer = await call(t.app, 'GET', `/v1/agent-merchant/${await merchantId('beeline')}`, { token: agent.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: await merchantId('beeline'),
      key: 'beeline',
      name: { uz: 'Beeline', ru: 'Beeline', en: 'Beeline', oz: 'Beeline' },
      legalName: '«Unitel» MChJ',
      image: '/catalogue/beeline.png',
      type: 'MOBILE',
      status: { value: 'ACTIVE', message: null },
      category: { id: expect.any(String), name: { uz: 'Mobil aloqa', ru: 'Мобильная связь', en: 'Mobile operators', oz: 'Мобил алоқа' } },
      merchantCategoryId: expect.any(String),
      position: 1,
      favoritePosition: 1,
      topPosition: 1,
      existRewardSource: true,
      agentReward: 1.5,
      tags: ['mobile', 'beeline', 'popular'],
      syncDate: expect.any(String),
      commission: null,
      commissions: [
        { commission: { type: 'PERCENT', value: 0, calcType: 'OUTSIDE' }, limit: 5_000_000_000, commissionRate: 0, amountSpent: 0 },
        { commission: { type: 'PERCENT', value: 1, calcType: 'OUTSIDE' }, limit: 20_000_000_000, commissionRate: 1, amountSpent: 0 },
      ],
      fields: {
        region: null,
        subRegion: null,
        type: null,
        account: [
          {
            name: 'phone',
            type: 'PHONE',
            title: { uz: 'Telefon raqami', ru: 'Номер телефона', en: 'Phone number', oz: 'Телефон рақами' },
            placeholder: '90 123 45 67',
            prefix: null,
            mask: { value: '## ### ## ##', unmask: true },
            validation: { pattern: '^\\d{9}$', required: true, startWith: ['20', '90', '91'] },
            position: 1,
            primary: true,
            status: 'ACTIVE',
          },
        ],
        amount: { defaultValue: null, availableDecimal: false, editable: true, limit: { min: 100_000, max: 100_000_000, withConfirmation: null } },
      },
      cancel: { status: true, refundableHours: 2 },
    });
  });

  it('answers each commission type and calc type as stored', async () => {
    const commission = async (key: string) =>
      (await call(t.app, 'GET', `/v1/agent-merchant/${await merchantId(key)}`, { token: agent.accessToken })).body.data.commission;
    expect(await commission('uzonline')).toEqual({ type: 'PERCENT', value: 1, calcType: 'INSIDE' });
    expect(await commission('sarkor')).toEqual({ type: 'PERCENT', value: 0.5, calcType: 'OUTSIDE' });
    expect(await commission('kapitalbank-kredit')).toEqual({ type: 'FIXED', value: 200_000, calcType: 'INSIDE' });
    expect(await commission('suvsoz')).toEqual({ type: 'FIXED', value: 50_000, calcType: 'OUTSIDE' });
    expect(await commission('hududiy-elektr')).toBeNull();
  });

  it('answers a DISABLED merchant, and 404 merchant_not_found for an INACTIVE or unknown one', async () => {
    const comnet = await call(t.app, 'GET', `/v1/agent-merchant/${await merchantId('comnet')}`, { token: employee.accessToken });
    expect(comnet.body.data.status.value).toBe('DISABLED');
    expectError(await call(t.app, 'GET', `/v1/agent-merchant/${await merchantId('evo')}`, { token: agent.accessToken }), 404, 'merchant_not_found');
    expectError(await call(t.app, 'GET', `/v1/agent-merchant/${uuidv7()}`, { token: agent.accessToken }), 404, 'merchant_not_found');
  });

  it("counts this Tashkent month's PAID and PENDING amounts of the caller's business in every tier's amountSpent", async () => {
    const db = t.app.ctx.db;
    const demoBusiness = await db.selectFrom('sale_point').select('business_id').where('id', '=', CHILONZOR).executeTakeFirstOrThrow();
    const otherOwner = await db.selectFrom('app_user').select(['id', 'business_id']).where('phone', '=', DEMO.moderationAgent.phone).executeTakeFirstOrThrow();
    const otherPoint = uuidv7();
    await db
      .insertInto('sale_point')
      .values({ id: otherPoint, business_id: otherOwner.business_id!, name: 'Other', region_id: null, district_id: null, address: null, latitude: null, longitude: null, limit_sum: 0, status: 'ACTIVE', created_at: NOW.toISOString(), modified_at: NOW.toISOString() })
      .execute();
    const agentId = (await db.selectFrom('app_user').select('id').where('phone', '=', DEMO.agent.phone).executeTakeFirstOrThrow()).id;
    let number = 800_000;
    // Each invoice carries a commission on top of its amount: only the amount counts, as the tiers count it.
    const invoice = (key: string, status: string, amount: number, createdAt: string, other = false) => async () => ({
      id: uuidv7(),
      number: String(++number),
      business_id: other ? otherOwner.business_id! : demoBusiness.business_id,
      sale_point_id: other ? otherPoint : CHILONZOR,
      merchant_id: await merchantId(key),
      user_id: other ? otherOwner.id : agentId,
      account: '901234567',
      fields_json: '{}',
      amount,
      commission: 10_000,
      commission_type: null,
      commission_value: null,
      commission_calc_type: null,
      total: amount + 10_000,
      paid: amount,
      reward: 0,
      reward_bp: 0,
      status,
      error_code: null,
      billing_ref: null,
      ofd_receipt_id: null,
      ofd_terminal_id: null,
      ofd_fiscal_sign: null,
      ofd_url: null,
      request_date: null,
      paid_at: status === 'PAID' ? createdAt : null,
      created_at: createdAt,
      modified_at: createdAt,
    });
    const rows = [
      invoice('beeline', 'PAID', 1_000_000, '2025-01-31T19:00:00.000Z'), // 00:00 on 1 February in Tashkent
      invoice('beeline', 'PAID', 250_000, '2025-01-31T19:20:00.000Z'),
      invoice('beeline', 'PAID', 5_000_000, '2025-01-31T18:59:59.999Z'), // still January in Tashkent
      invoice('beeline', 'ERROR', 2_000_000, '2025-01-31T19:10:00.000Z'),
      invoice('beeline', 'PENDING', 500_000, '2025-01-31T19:30:00.000Z'), // reserved: counts
      invoice('beeline', 'CANCELED', 700_000, '2025-01-31T19:40:00.000Z'),
      invoice('beeline', 'PAID', 3_000_000, '2025-01-31T19:10:00.000Z', true),
      invoice('ucell', 'PAID', 4_000_000, '2025-01-31T19:10:00.000Z'),
    ];
    await db.insertInto('invoice').values(await Promise.all(rows.map((row) => row()))).execute();
    await rebuildAggregates(db); // loaded behind the services' back, like a bulk load: the aggregates are rebuilt

    const spent = (merchant: { commissions: { amountSpent: number }[] }) => merchant.commissions.map((tier) => tier.amountSpent);
    const beeline = await call(t.app, 'GET', `/v1/agent-merchant/${await merchantId('beeline')}`, { token: agent.accessToken });
    expect(spent(beeline.body.data)).toEqual([1_750_000, 1_750_000]);
    const listed = (await listMerchants(employee.accessToken, search('type', '=', 'MOBILE'))).body.data.content;
    expect(listed.map(spent)).toEqual([[1_750_000, 1_750_000], [4_000_000, 4_000_000], [0, 0], [0, 0], [], []]);
  });
});

describe('GET /v1/agent-merchant/static/:key', () => {
  it('answers the card-to-card merchant with its limits and commission', async () => {
    const answer = await call(t.app, 'GET', '/v1/agent-merchant/static/P2P', { token: employee.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      key: 'P2P',
      type: 'SIMPLE',
      commission: { type: 'PERCENT', value: 1, calcType: 'OUTSIDE' },
      fields: { amount: { limit: { min: 100_000, max: 500_000_000, withConfirmation: 100_000_000 } } },
      cancel: { status: false, refundableHours: null },
    });
    expect(answer.body.data.fields.account[0].validation.startWith).toEqual(['8600', '9860']);
  });

  it('answers 404 merchant_not_found for an unknown or INACTIVE key', async () => {
    expectError(await call(t.app, 'GET', '/v1/agent-merchant/static/NOPE', { token: agent.accessToken }), 404, 'merchant_not_found');
    expectError(await call(t.app, 'GET', '/v1/agent-merchant/static/evo', { token: agent.accessToken }), 404, 'merchant_not_found');
  });
});

describe('GET /v1/agent-merchant/options/:merchantId', () => {
  it('answers the options of the type field by position, or none', async () => {
    const answer = await call(t.app, 'GET', `/v1/agent-merchant/options/${await merchantId('uzonline')}`, { token: agent.accessToken });
    expect(answer.body.data).toEqual([
      { value: 'INTERNET', title: { uz: 'Internet', ru: 'Интернет', en: 'Internet', oz: 'Интернет' } },
      { value: 'IPTV', title: { uz: 'IP-TV', ru: 'IP-TV', en: 'IP TV', oz: 'IP-TV' } },
      { value: 'LANDLINE', title: { uz: 'Statsionar telefon', ru: 'Стационарный телефон', en: 'Landline', oz: 'Стационар телефон' } },
    ]);
    const none = await call(t.app, 'GET', `/v1/agent-merchant/options/${await merchantId('beeline')}`, { token: employee.accessToken });
    expect(none.body.data).toEqual([]);
    expectError(await call(t.app, 'GET', `/v1/agent-merchant/options/${await merchantId('evo')}`, { token: agent.accessToken }), 404, 'merchant_not_found');
  });
});

describe('GET /v1/agent-merchant/list-for-reward', () => {
  it('answers the merchants with a reward, by category position then merchant position', async () => {
    const answer = await call(t.app, 'GET', '/v1/agent-merchant/list-for-reward', { token: agent.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((merchant: Listed) => merchant.key)).toEqual([
      'beeline', 'ucell', 'uzmobile', 'mobiuz', 'humans',
      'hududiy-elektr', 'hududgaz', 'toshkent-issiqlik', 'suvsoz', 'toza-hudud',
      'uzonline', 'sarkor', 'uzdigital', 'comnet',
      'mol-mulk-solig',
      'P2P', 'kapitalbank-kredit', 'visa-usd',
      'otm-kontrakt',
      'yandex-go',
    ]);
    expect(answer.body.data.every((merchant: { agentReward: number; existRewardSource: boolean }) => merchant.agentReward > 0 && merchant.existRewardSource)).toBe(true);
  });

  it('is not scoped: served under the agent base to both roles, and not under the employee base', async () => {
    const forEmployee = await call(t.app, 'GET', '/v1/agent-merchant/list-for-reward', { token: employee.accessToken });
    expect(forEmployee.body.data).toHaveLength(20);
    const employeeBase = await call(t.app, 'GET', '/api/employee/v1/agent-merchant/list-for-reward', { token: employee.accessToken });
    expect(employeeBase.status).toBe(404);
  });
});

describe('GET /v1/region/:merchantId and /v1/region/:merchantId/:regionId', () => {
  it("answers a merchant's regions by position and a region's subregions", async () => {
    const regions = await call(t.app, 'GET', `/v1/region/${await merchantId('hududgaz')}`, { token: agent.accessToken });
    expect(regions.body.data.map((region: { code: string; position: number }) => [region.code, region.position])).toEqual([
      ['26', 1],
      ['27', 2],
      ['18', 3],
    ]);
    expect(regions.body.data[0]).toEqual({ id: expect.any(String), code: '26', title: { uz: 'Toshkent shahri', ru: 'город Ташкент', en: 'Tashkent city', oz: 'Тошкент шаҳри' }, position: 1 });
    const districts = await call(t.app, 'GET', `/v1/region/${await merchantId('hududgaz')}/${regions.body.data[0].id}`, { token: employee.accessToken });
    expect(districts.body.data).toHaveLength(4);
    expect(districts.body.data[0]).toMatchObject({ code: '262', title: { uz: 'Uchtepa tumani', oz: 'Учтепа тумани' }, position: 1 });
    const flat = await call(t.app, 'GET', `/v1/region/${await merchantId('hududiy-elektr')}`, { token: agent.accessToken });
    const noDistricts = await call(t.app, 'GET', `/v1/region/${await merchantId('hududiy-elektr')}/${flat.body.data[0].id}`, { token: agent.accessToken });
    expect(noDistricts.body.data).toEqual([]);
    expect((await call(t.app, 'GET', `/v1/region/${await merchantId('beeline')}`, { token: agent.accessToken })).body.data).toEqual([]);
  });

  it("answers 404 for a region of another merchant, a subregion as region, and an INACTIVE merchant", async () => {
    const gas = await merchantId('hududgaz');
    const electricityRegion = (await call(t.app, 'GET', `/v1/region/${await merchantId('hududiy-elektr')}`, { token: agent.accessToken })).body.data[0].id;
    expectError(await call(t.app, 'GET', `/v1/region/${gas}/${electricityRegion}`, { token: agent.accessToken }), 404, 'not_found');
    const gasRegion = (await call(t.app, 'GET', `/v1/region/${gas}`, { token: agent.accessToken })).body.data[0].id;
    const district = (await call(t.app, 'GET', `/v1/region/${gas}/${gasRegion}`, { token: agent.accessToken })).body.data[0].id;
    expectError(await call(t.app, 'GET', `/v1/region/${gas}/${district}`, { token: agent.accessToken }), 404, 'not_found');
    expectError(await call(t.app, 'GET', `/v1/region/${await merchantId('evo')}`, { token: agent.accessToken }), 404, 'merchant_not_found');
  });
});

describe('POST /v1/merchant-category/pageable', () => {
  const listCategories = (token: string, body: Record<string, unknown> = {}, base = '/api/agent') =>
    call(t.app, 'POST', `${base}/v1/merchant-category/pageable`, { token, body });
  const english = (answer: { body: { data: { content: { name: { en: string } }[] } } }) =>
    answer.body.data.content.map((category) => category.name.en);

  it('lists the ACTIVE categories by position', async () => {
    const answer = await listCategories(employee.accessToken);
    expect(answer.status).toBe(200);
    expect(english(answer)).toEqual(['Mobile operators', 'Utilities', 'Internet & TV', 'Government services', 'Banks & cards', 'Education', 'Other services']);
    expect(answer.body.data.content[0]).toEqual({
      id: expect.any(String),
      name: { uz: 'Mobil aloqa', ru: 'Мобильная связь', en: 'Mobile operators', oz: 'Мобил алоқа' },
      image: '/catalogue/category-mobile.png',
      position: 1,
      status: 'ACTIVE',
    });
  });

  it('finds categories by name in any language, never an INACTIVE one', async () => {
    expect(english(await listCategories(agent.accessToken, search('name', 'like', 'БАНК')))).toEqual(['Banks & cards']);
    expect(english(await listCategories(agent.accessToken, search('name', 'like', 'ХИЗМАТЛАР')))).toEqual(['Utilities', 'Government services', 'Other services']);
    expect(english(await listCategories(agent.accessToken, search('name', 'like', 'transport')))).toEqual([]);
    expect(english(await listCategories(agent.accessToken, search('status', '=', 'INACTIVE')))).toEqual([]);
    const sorted = await listCategories(agent.accessToken, { perPage: 2, sort: { name: 'position', direction: 'desc' } });
    expect(english(sorted)).toEqual(['Other services', 'Education']);
  });

  it('refuses an unknown sort name or search key', async () => {
    expect(expectError(await listCategories(agent.accessToken, { sort: { name: 'image' } }), 400, 'validation_error')).toEqual({ 'sort.name': 'invalid' });
    expect(expectError(await listCategories(agent.accessToken, search('image', '=', 'x')), 400, 'validation_error')).toEqual({ 'search.0.key': 'invalid' });
  });
});
