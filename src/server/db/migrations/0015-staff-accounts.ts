// Frozen in time. The staff back office (issue 15): named staff users with a role, their sessions (rotating refresh
// tokens, like the portal's), and the audit trail of every staff action, which nothing may change or delete.
import { sql, type Kysely } from 'kysely';

/** The account `STAFF_TOKEN` authenticates as: automation and `npm run staff` act under it. */
const SERVICE_ID = '01930000-0000-7000-8000-00000000f001';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Both null for the service account, which signs in only through STAFF_TOKEN.
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    // The last TOTP time step accepted: a code works once.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await sql`insert into staff_user (id, login, name, role, status, failed_count, created_at, modified_at)
    values (${SERVICE_ID}, 'service', 'Service (STAFF_TOKEN)', 'service', 'ACTIVE', 0, ${now}, ${now})`.execute(db);

  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'text', (c) => c.notNull().references('staff_user.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_session_user_idx').on('staff_session').columns(['staff_user_id', 'revoked_at']).execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'text', (c) => c.notNull().references('staff_user.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    // JSON of the changed fields only.
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  // The list is newest first, filtered by any one of these: each filter with the order is one index range.
  await db.schema.createIndex('staff_audit_at_idx').on('staff_audit').columns(['at', 'id']).execute();
  await db.schema.createIndex('staff_audit_user_at_idx').on('staff_audit').columns(['staff_user_id', 'at', 'id']).execute();
  await db.schema.createIndex('staff_audit_action_at_idx').on('staff_audit').columns(['action', 'at', 'id']).execute();
  await db.schema.createIndex('staff_audit_type_at_idx').on('staff_audit').columns(['object_type', 'at', 'id']).execute();
  await db.schema.createIndex('staff_audit_object_at_idx').on('staff_audit').columns(['object_type', 'object_id', 'at', 'id']).execute();
  await db.schema.createIndex('staff_audit_object_id_at_idx').on('staff_audit').columns(['object_id', 'at', 'id']).execute();

  // Append-only in the database itself, whatever code runs against it.
  if (isPostgres(db)) {
    await sql`create function staff_audit_append_only() returns trigger language plpgsql as $$
      begin raise exception 'staff_audit is append-only'; end $$`.execute(db);
    await sql`create trigger staff_audit_no_change before update or delete on staff_audit
      for each row execute function staff_audit_append_only()`.execute(db);
  } else {
    await sql`create trigger staff_audit_no_update before update on staff_audit begin select raise(abort, 'staff_audit is append-only'); end`.execute(db);
    await sql`create trigger staff_audit_no_delete before delete on staff_audit begin select raise(abort, 'staff_audit is append-only'); end`.execute(db);
  }
}

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  if (isPostgres(db)) await sql`drop function staff_audit_append_only`.execute(db);
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff_user').execute();
}
