// Bulk history for the history benchmark: a year of paid payments for the demo business (and a smaller one for each
// of N other businesses), written by set-based SQL (one INSERT ... SELECT over a number series per table), with
// their ledger entries, cancellations, a funding income, balances equal to the entries and the aggregates rebuilt.
// Not the services' path: what a large agent's year looks like in the tables, loaded in minutes.
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../../src/server/db/database.ts';
import { rebuildAggregates } from '../../../src/server/modules/payments/aggregates.repository.ts';

const YEAR_MS = 365 * 24 * 3_600_000;

/** A number series 0..count-1 as a FROM item named s(n). */
function series(db: Db, count: number) {
  return isPostgres(db)
    ? sql.raw(`generate_series(0, ${count - 1}) as s(n)`)
    : sql.raw(`(with recursive r(n) as (select 0 union all select n + 1 from r where n < ${count - 1}) select n from r) as s`);
}

/** An ISO instant ('YYYY-MM-DDTHH:MM:SS.sssZ') from epoch milliseconds, in SQL. */
function isoOf(db: Db, ms: string) {
  return isPostgres(db)
    ? `to_char(to_timestamp((${ms}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const pick = (values: string[]) => `case n % ${values.length} ${values.map((value, index) => `when ${index} then ${quote(value)}`).join(' ')} end`;

const FIELDS = JSON.stringify({
  region: null,
  subRegion: null,
  type: null,
  account: [{ title: { uz: 'Hisob', ru: 'Счёт', en: 'Account', oz: 'Ҳисоб' }, value: '1234567', primary: true, prefix: null, mask: null }],
});

/** `count` invoices of one business over the year before `now`: 98 % PAID, 1 % refused, 1 % cancelled. */
async function seedBusinessHistory(
  db: Db,
  business: { id: string; salePointIds: string[]; userIds: string[]; prefix: string; numberBase: number; count: number },
  merchantIds: string[],
  now: number,
) {
  const { id, prefix, count } = business;
  const step = Math.max(1, Math.floor(YEAR_MS / count));
  const created = isoOf(db, `${now - 120_000} - cast(n as bigint) * ${step}`);
  const modified = isoOf(db, `${now - 120_000} - cast(n as bigint) * ${step} + 500`);
  const status = `case when n % 100 = 0 then 'ERROR' when n % 100 = 1 then 'CANCELED' else 'PAID' end`;
  const amount = `(10000 + (cast(n as bigint) * 7919) % 50000 * 100)`;
  await sql`insert into invoice (id, number, business_id, sale_point_id, merchant_id, user_id, account, fields_json, amount, commission,
      commission_type, commission_value, commission_calc_type, total, paid, reward, reward_bp, status, error_code, billing_ref,
      ofd_receipt_id, ofd_terminal_id, ofd_fiscal_sign, ofd_url, request_date, paid_at, created_at, modified_at)
    select ${sql.raw(`${quote(prefix)} || cast(n as text)`)}, cast(${sql.raw(String(business.numberBase))} + n as text), ${id},
      ${sql.raw(pick(business.salePointIds))}, ${sql.raw(pick(merchantIds))}, ${sql.raw(pick(business.userIds))}, '1234567', ${FIELDS},
      ${sql.raw(amount)}, 0, null, null, null, ${sql.raw(amount)}, ${sql.raw(amount)}, ${sql.raw(amount)} * 15 / 1000, 150,
      ${sql.raw(status)}, ${sql.raw(`case when n % 100 = 0 then 'payment_provider_error' else null end`)}, 'bench',
      null, null, null, null, ${sql.raw(created)}, ${sql.raw(`case when n % 100 = 0 then null else ${created} end`)},
      ${sql.raw(created)}, ${sql.raw(modified)}
    from ${series(db, count)}`.execute(db);
  // Planner statistics for the statements below (sampled on SQLite: createDb sets analysis_limit).
  if (count >= 10_000) await sql`analyze invoice`.execute(db);

  const mine = sql`i.business_id = ${id} and i.billing_ref = 'bench'`;
  const entry = (kind: string, account: string, amountSql: string, where: string) =>
    sql`insert into ledger_entry (id, business_id, account, amount, kind, invoice_id, income_id, application_id, created_at)
      select ${sql.raw(`${quote(kind)} || i.id`)}, i.business_id, ${account}, ${sql.raw(amountSql)}, ${kind}, i.id, null, null, i.created_at
      from invoice i where ${mine} ${sql.raw(where)}`.execute(db);
  await entry('PAYMENT', 'DEPOSIT', '-i.total', '');
  await entry('REWARD', 'REWARD', 'i.reward', "and i.status in ('PAID', 'CANCELED')");
  await entry('PAYMENT_REFUND', 'DEPOSIT', 'i.total', "and i.status = 'ERROR'");
  await entry('CANCEL_REFUND', 'DEPOSIT', 'i.total', "and i.status = 'CANCELED'");
  await entry('REWARD_REVERSAL', 'REWARD', '-i.reward', "and i.status = 'CANCELED'");
  await sql`insert into application (id, number, business_id, invoice_id, user_id, status, comment, reviewed_at, created_at, modified_at)
    select 'app' || i.id, 'H' || i.number, i.business_id, i.id, i.user_id, 'SUCCESS', 'bench', i.modified_at, i.created_at, i.modified_at
    from invoice i where ${mine} and i.status = 'CANCELED'`.execute(db);

  // One income a year ago funds the year with a large margin; every balance then equals its entries.
  const funding = `${prefix}income`;
  const fundedAt = new Date(now - YEAR_MS - 3_600_000).toISOString();
  const total = await db.selectFrom('invoice').select(sql<number>`coalesce(sum(total), 0)`.as('sum')).where('business_id', '=', id).executeTakeFirstOrThrow();
  const amountFunded = Number(total.sum) + 1_000_000_000_000;
  await db
    .insertInto('deposit_income')
    .values({ id: funding, business_id: id, type_income: 'TRANSFER', source: 'UPAY', amount: amountFunded, comment: 'bench', reward_date: null, balance_after: null, created_at: fundedAt })
    .execute();
  await db
    .insertInto('ledger_entry')
    .values({ id: `${funding}-entry`, business_id: id, account: 'DEPOSIT', amount: amountFunded, kind: 'TRANSFER', invoice_id: null, income_id: funding, application_id: null, created_at: fundedAt })
    .execute();
  await db.deleteFrom('account_balance').where('business_id', '=', id).execute();
  await sql`insert into account_balance (business_id, account, balance, modified_at)
    select business_id, account, sum(amount), ${new Date(now).toISOString()} from ledger_entry where business_id = ${id} group by business_id, account`.execute(db);
}

/** Copies of the demo business (owner, one sale point) to stand beside it. */
async function otherBusinesses(db: Db, demoBusinessId: string, count: number) {
  const business = await db.selectFrom('business').selectAll().where('id', '=', demoBusinessId).executeTakeFirstOrThrow();
  const owner = await db.selectFrom('app_user').selectAll().where('id', '=', business.owner_id).executeTakeFirstOrThrow();
  const salePoint = await db.selectFrom('sale_point').selectAll().where('business_id', '=', demoBusinessId).limit(1).executeTakeFirstOrThrow();
  const made: { id: string; salePointId: string; userId: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const suffix = String(index).padStart(4, '0');
    const id = `bench-business-${suffix}`;
    const userId = `bench-owner-${suffix}`;
    const salePointId = `bench-sp-${suffix}`;
    await db.insertInto('app_user').values({ ...owner, id: userId, phone: `99877${suffix}000`, email: null, business_id: null }).execute();
    await db
      .insertInto('business')
      .values({ ...business, id, owner_id: userId, tax_number: `9${suffix}0000`, contract_number: business.contract_number ? `B-${suffix}` : null })
      .execute();
    await db.updateTable('app_user').set({ business_id: id }).where('id', '=', userId).execute();
    await db.insertInto('sale_point').values({ ...salePoint, id: salePointId, business_id: id }).execute();
    made.push({ id, salePointId, userId });
  }
  return made;
}

/** Whether `seedHistory` already loaded this database (its demo business's first bulk invoice is there). */
export async function isHistoryLoaded(db: Db): Promise<boolean> {
  return (await db.selectFrom('invoice').select('id').where('id', '=', 'h-0').executeTakeFirst()) !== undefined;
}

export type SeedReport = { invoices: number; seconds: number };

/** Loads the history into a migrated, demo-seeded database. */
export async function seedHistory(db: Db, options: { invoices: number; others: number; othersInvoices: number; log: (line: string) => void }): Promise<SeedReport> {
  const started = performance.now();
  const now = Date.now();
  const agent = await db.selectFrom('app_user').select(['id', 'business_id']).where('phone', '=', '998900000001').executeTakeFirstOrThrow();
  const demoId = agent.business_id!;
  const salePoints = await db.selectFrom('sale_point').select('id').where('business_id', '=', demoId).where('status', '=', 'ACTIVE').orderBy('id').execute();
  const employees = await db.selectFrom('app_user').select('id').where('business_id', '=', demoId).orderBy('id').execute();
  const merchants = await db.selectFrom('merchant').select('id').where('status', '=', 'ACTIVE').orderBy('position').limit(30).execute();
  const merchantIds = merchants.map((row) => row.id);

  // The small businesses first: their statements then run on small tables.
  const others = await otherBusinesses(db, demoId, options.others);
  for (const [index, other] of others.entries()) {
    await seedBusinessHistory(
      db,
      { id: other.id, salePointIds: [other.salePointId], userIds: [other.userId], prefix: `o${index}-`, numberBase: 6_000_000_000 + index * 1_000_000, count: options.othersInvoices },
      merchantIds,
      now,
    );
  }
  options.log(`  ${options.others} other businesses with ${options.othersInvoices} invoices each, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await seedBusinessHistory(
    db,
    { id: demoId, salePointIds: salePoints.map((row) => row.id), userIds: employees.map((row) => row.id), prefix: 'h-', numberBase: 5_000_000_000, count: options.invoices },
    merchantIds,
    now,
  );
  options.log(`  ${options.invoices} invoices of the demo business in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await rebuildAggregates(db);
  // A year-old table has been vacuumed by autovacuum many times: its visibility map lets PostgreSQL count and sum
  // from an index alone. A fresh bulk load has none, so index-only scans would read every row's page.
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
  options.log(`  aggregates rebuilt, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { invoices: options.invoices + options.others * options.othersInvoices, seconds: (performance.now() - started) / 1000 };
}
