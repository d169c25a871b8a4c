// Migrations that fill stored rows, run on rows stored before them. 0006-catalogue-oz-names: every oz name (Uzbek
// Cyrillic, spec 01 §1) starts as the row's Latin Uzbek text, the titles inside a merchant's fields JSON included.
// 0014-payment-time: a stored invoice's payment time is its request date unless that is missing or after receipt.
// 0036-ledger-clustered-by-business: SQLite's ledger rebuilt in another order keeps every entry, both ways.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/server/db/database.ts';
import * as foundation from '../../src/server/db/migrations/0001-foundation.ts';
import * as catalogueSalePoints from '../../src/server/db/migrations/0002-catalogue-sale-points.ts';
import * as payments from '../../src/server/db/migrations/0003-payments.ts';
import * as onboardingDocuments from '../../src/server/db/migrations/0004-onboarding-documents.ts';
import * as news from '../../src/server/db/migrations/0005-news.ts';
import * as catalogueOzNames from '../../src/server/db/migrations/0006-catalogue-oz-names.ts';
import * as paymentTime from '../../src/server/db/migrations/0014-payment-time.ts';
import * as ledgerClusteredByBusiness from '../../src/server/db/migrations/0036-ledger-clustered-by-business.ts';
import { createTestApp, freshPostgres, type TestApp } from './helper.ts';

const BEFORE_OZ: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-catalogue-sale-points': catalogueSalePoints,
  '0003-payments': payments,
  '0004-onboarding-documents': onboardingDocuments,
  '0005-news': news,
};

const migrateWith = async (db: Db, migrations: Record<string, Migration>) => {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
};

const title = (uz: string) => ({ uz, ru: `${uz} ru`, en: `${uz} en` });
const storedFields = {
  region: { title: title('Hudud'), status: 'ACTIVE' },
  subRegion: null,
  type: { title: title('Tarif'), status: 'ACTIVE' },
  account: [{ name: 'account', title: title('Shaxsiy hisob raqami'), position: 1 }],
  amount: { defaultValue: null },
};

let db: Db;
let dropPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  dropPostgres = postgres?.drop;
  db = createDb({ databaseUrl: postgres?.url ?? null, sqliteFile: ':memory:' });
  await migrateWith(db, BEFORE_OZ);
  const now = new Date(0).toISOString();
  await sql`insert into merchant_category (id, name_uz, name_ru, name_en, position, status)
    values ('c1', 'Kommunal', 'Коммунальные', 'Utilities', 1, 'ACTIVE')`.execute(db);
  await sql`insert into merchant (id, key, name_uz, name_ru, name_en, type, status, status_message_uz, status_message_ru,
      status_message_en, category_id, position, exist_reward_source, agent_reward_bp, commission_tiers_json, fields_json,
      tags_json, cancel_allowed, sync_date, created_at, modified_at)
    values ('m1', 'water', 'Suv', 'Вода', 'Water', 'ACCOUNT', 'DISABLED', 'Ishlamayapti', 'Не работает', 'Down', 'c1', 1,
      0, 0, '[]', ${JSON.stringify(storedFields)}, '[]', 0, ${now}, ${now}, ${now})`.execute(db);
  await sql`insert into merchant_region (id, merchant_id, parent_id, code, title_uz, title_ru, title_en, position)
    values ('r1', 'm1', null, '26', 'Toshkent', 'Ташкент', 'Tashkent', 1)`.execute(db);
  await sql`insert into merchant_option (id, merchant_id, value, title_uz, title_ru, title_en, position)
    values ('o1', 'm1', 'BASIC', 'Asosiy', 'Базовый', 'Basic', 1)`.execute(db);
  await migrateWith(db, { ...BEFORE_OZ, '0006-catalogue-oz-names': catalogueOzNames });
});

afterAll(async () => {
  await db.destroy();
  await dropPostgres?.();
});

describe('migration 0006-catalogue-oz-names', () => {
  it('fills the oz names of stored categories, merchants, regions and options from their uz text', async () => {
    expect(await db.selectFrom('merchant_category').select('name_oz').execute()).toEqual([{ name_oz: 'Kommunal' }]);
    expect(await db.selectFrom('merchant').select(['name_oz', 'status_message_oz']).execute()).toEqual([
      { name_oz: 'Suv', status_message_oz: 'Ishlamayapti' },
    ]);
    expect(await db.selectFrom('merchant_region').select('title_oz').execute()).toEqual([{ title_oz: 'Toshkent' }]);
    expect(await db.selectFrom('merchant_option').select('title_oz').execute()).toEqual([{ title_oz: 'Asosiy' }]);
  });

  it("gives every title in a merchant's fields JSON an oz text and keeps the rest as stored", async () => {
    const row = await db.selectFrom('merchant').select('fields_json').executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields_json)).toEqual({
      ...storedFields,
      region: { title: { ...title('Hudud'), oz: 'Hudud' }, status: 'ACTIVE' },
      type: { title: { ...title('Tarif'), oz: 'Tarif' }, status: 'ACTIVE' },
      account: [{ name: 'account', title: { ...title('Shaxsiy hisob raqami'), oz: 'Shaxsiy hisob raqami' }, position: 1 }],
    });
  });
});

describe('migration 0014-payment-time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a stored invoice its request date as payment time, or its creation time when the request date is missing or later', async () => {
    const db = t.app.ctx.db;
    // Migrations are written against no schema type (they are frozen in time).
    const untyped = db as unknown as Kysely<unknown>;
    const [business, salePoint, merchant, user] = await Promise.all([
      db.selectFrom('business').select('id').executeTakeFirstOrThrow(),
      db.selectFrom('sale_point').select('id').executeTakeFirstOrThrow(),
      db.selectFrom('merchant').select('id').executeTakeFirstOrThrow(),
      db.selectFrom('app_user').select('id').executeTakeFirstOrThrow(),
    ]);
    // The schema as it was before 0014, and three invoices stored then.
    await paymentTime.down(untyped);
    const createdAt = '2026-11-20T10:00:00.000Z';
    const stored = { none: null, earlier: '2026-11-20T07:30:00.000Z', later: '2026-11-20T10:05:00.000Z' } as const;
    for (const [id, requestDate] of Object.entries(stored)) {
      await sql`insert into invoice (id, number, business_id, sale_point_id, merchant_id, user_id, account, fields_json,
          amount, commission, total, paid, reward, reward_bp, status, request_date, created_at, modified_at)
        values (${`migrated-${id}`}, ${`M-${id}`}, ${business.id}, ${salePoint.id}, ${merchant.id}, ${user.id}, 'TH-1', '{}',
          100000, 0, 100000, 100000, 0, 0, 'PAID', ${requestDate}, ${createdAt}, ${createdAt})`.execute(db);
    }

    await paymentTime.up(untyped);

    const rows = await db
      .selectFrom('invoice')
      .select(['id', 'payment_date'])
      .where('id', 'like', 'migrated-%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'migrated-earlier', payment_date: stored.earlier },
      { id: 'migrated-later', payment_date: createdAt },
      { id: 'migrated-none', payment_date: createdAt },
    ]);
  });
});

// SQLite only: PostgreSQL keeps its ledger as it was (the migration does nothing there).
describe.runIf(!process.env.TEST_DATABASE_URL)('migration 0036-ledger-clustered-by-business', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const ledger = () => t.app.ctx.db.selectFrom('ledger_entry').selectAll().orderBy('id').execute();
  const ledgerSchema = async () =>
    (await sql<{ sql: string | null }>`select sql from sqlite_master where tbl_name = 'ledger_entry' order by name`.execute(t.app.ctx.db)).rows.map((row) => row.sql);

  it("rebuilds SQLite's ledger keyed by business, kind and time with every entry, and back", async () => {
    const untyped = t.app.ctx.db as unknown as Kysely<unknown>;
    const entries = await ledger();
    expect(entries.length).toBeGreaterThan(0); // the demo's deposits and payments
    expect((await ledgerSchema()).join('\n')).toMatch(/primary key \(business_id, kind, created_at, id\)\) without rowid/);

    await ledgerClusteredByBusiness.down(untyped);
    expect(await ledger()).toEqual(entries);
    expect((await ledgerSchema()).join('\n')).toMatch(/ledger_entry_invoice_idx[\s\S]*ledger_entry_business_kind_idx|ledger_entry_business_kind_idx[\s\S]*ledger_entry_invoice_idx/);

    await ledgerClusteredByBusiness.up(untyped);
    expect(await ledger()).toEqual(entries);
    expect((await ledgerSchema()).join('\n')).not.toMatch(/ledger_entry_invoice_idx|ledger_entry_business_kind_idx/);
    expect((await sql`pragma foreign_key_check`.execute(t.app.ctx.db)).rows).toEqual([]);
  });
});
