// `npm run staff -- <command>`: the staff actions over the same services, straight on the configured database.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatSum, toTiyin } from '#shared/money.ts';
import { configFromEnv, type Config } from '../config.ts';
import { systemClock } from '../clock.ts';
import { createDb, migrate, type Db } from '../db/database.ts';
import { BackupError, createBackup, restoreBackup } from '../db/backup.ts';
import { defaultProviders } from '../providers/default-providers.ts';
import { AppError } from '../http/app-error.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { INCOME_TYPES, type IncomeType } from '#shared/api/deposit.ts';
import { BANK_STATEMENT_COMMANDS, BANK_STATEMENT_USAGE } from './bank-statement.ts';
import { MODERATION_COMMANDS, MODERATION_USAGE } from './moderation.ts';
import { NEWS_COMMANDS, NEWS_USAGE } from './news.ts';
import { TICKET_COMMANDS, TICKETS_USAGE } from './tickets.ts';
import { PAPERWORK_COMMANDS, PAPERWORK_USAGE } from './paperwork.ts';
import { approveApplication, creditDeposit, ledgerCheck, reconcileNow, rejectApplication, staffApplications } from './staff-money.service.ts';
import { STAFF_COMMANDS, type StaffSwitch } from './staff.service.ts';
import { STAFF_USER_COMMANDS, STAFF_USERS_USAGE } from './staff-users.ts';

const USAGE = `usage: npm run staff -- <command>
  backup <file>                a consistent copy of the SQLite database and the uploaded files, in one archive,
                               while the server runs (docs/operations.md)
  restore <file>               unpack a backup into DATA_DIR, which must be empty or missing
  tech-mode on|off|status      technical (maintenance) mode for everyone
  test-mode on|off|status      test-mode banner, and the last code shown on the sign-in screen
  deposit <taxNumber|businessId> <amount in so'm> [${INCOME_TYPES.slice(0, 3).join('|')}|...] [--date YYYY-MM-DD]
                               credit a deposit income (type TRANSFER by default; source HUMANS for the partner's
                               rewards, UPAY otherwise); --date: the day a partner's reward is for (default yesterday)
  applications [WAITING|SUCCESS|REJECT]
                               list cancellation requests, oldest first
  approve <applicationNumber>  cancel the payment: refund the deposit, reverse the reward
  reject <applicationNumber> --title-ru TEXT --title-uz TEXT --title-en TEXT
         [--description-ru TEXT --description-uz TEXT --description-en TEXT]
                               reject with a reason in three languages
  reconcile                    settle pending payments now (the server also does it every few seconds)
  ledger-check                 every balance against the sum of its entries, the aggregates against a rebuild
${BANK_STATEMENT_USAGE}
${MODERATION_USAGE}
${NEWS_USAGE}
${TICKETS_USAGE}
${PAPERWORK_USAGE}
${STAFF_USERS_USAGE}`;

const so = (tiyin: number) => `${formatSum(tiyin)} so'm`;

/** Answers the exit code, or null when the arguments were wrong (the usage is printed). */
type Command = (db: Db, args: string[]) => Promise<number | null>;

// The CLI works with the providers an app would use (the billing simulator for a reconcile pass).
const ctxOf = (db: Db) => ({ ...defaultProviders(configFromEnv(), systemClock, db, console.log), db, clock: systemClock });

const commands: Record<string, Command> = {
  ...MODERATION_COMMANDS,
  ...NEWS_COMMANDS,
  ...TICKET_COMMANDS,
  ...BANK_STATEMENT_COMMANDS,
  ...PAPERWORK_COMMANDS,
  ...STAFF_USER_COMMANDS,
  async deposit(db, args) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { date: { type: 'string' } } });
    const [business, amount, type = 'TRANSFER'] = positionals;
    const sum = Number(amount);
    if (!business || !Number.isFinite(sum) || sum <= 0 || !(INCOME_TYPES as readonly string[]).includes(type)) return null;
    const result = await creditDeposit(ctxOf(db), SERVICE_ACTOR, {
      business,
      amount: toTiyin(sum),
      typeIncome: type as IncomeType,
      rewardDate: values.date ?? null,
      comment: null,
    });
    console.log(`credited ${so(toTiyin(sum))} (${type}) to ${result.businessName}; deposit now ${so(result.balance)}`);
    return 0;
  },
  async applications(db, [status]) {
    if (status && !['WAITING', 'SUCCESS', 'REJECT'].includes(status)) return null;
    const page = await staffApplications(ctxOf(db), { status: status ?? null, page: 0, perPage: 1000 });
    for (const application of page.content) {
      const { invoice } = application;
      console.log(
        `${application.number}  ${application.status.padEnd(7)}  invoice ${invoice.number}  ${so(invoice.amount.value)}  ` +
          `${invoice.merchantName.en} ${invoice.account.prefix ?? ''}${invoice.account.value}  ${invoice.salePointName}  ${application.createdDate}` +
          (application.comment ? `  "${application.comment}"` : ''),
      );
    }
    console.log(`${page.totalElements} application(s)`);
    return 0;
  },
  async approve(db, [number]) {
    if (!number) return null;
    const application = await approveApplication(ctxOf(db), SERVICE_ACTOR, number);
    console.log(`application ${application.number} approved: invoice ${application.invoice.number} canceled, ${so(application.invoice.amount.value)} refunded`);
    return 0;
  },
  async reject(db, args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: Object.fromEntries(
        ['title-ru', 'title-uz', 'title-en', 'description-ru', 'description-uz', 'description-en'].map((name) => [name, { type: 'string' }]),
      ) as Record<string, { type: 'string' }>,
    });
    const [number] = positionals;
    const title = { uz: values['title-uz'], ru: values['title-ru'], en: values['title-en'] };
    const description = { uz: values['description-uz'], ru: values['description-ru'], en: values['description-en'] };
    if (!number || !title.uz || !title.ru || !title.en) return null;
    const hasDescription = description.uz && description.ru && description.en;
    const application = await rejectApplication(ctxOf(db), SERVICE_ACTOR, number, {
      title: title as { uz: string; ru: string; en: string },
      description: hasDescription ? (description as { uz: string; ru: string; en: string }) : null,
    });
    console.log(`application ${application.number} rejected`);
    return 0;
  },
  async reconcile(db) {
    const report = await reconcileNow(ctxOf(db), SERVICE_ACTOR);
    console.log(report.ran ? `checked ${report.checked} pending, expired ${report.expired} open` : 'another process is reconciling right now');
    return 0;
  },
  async 'ledger-check'(db) {
    const check = await ledgerCheck(ctxOf(db));
    for (const account of check.accounts.filter((row) => !row.ok)) {
      console.log(`MISMATCH ${account.businessId} ${account.account}: balance ${account.balance}, entries ${account.entrySum}`);
    }
    for (const row of check.aggregates.mismatches) {
      console.log(`MISMATCH ${row.table} ${row.key}: stored ${JSON.stringify(row.stored)}, rebuilt ${JSON.stringify(row.expected)}`);
    }
    console.log(check.ok ? `ledger ok (${check.accounts.length} accounts, ${check.aggregates.months + check.aggregates.days} aggregate rows)` : 'ledger has mismatches');
    return check.ok ? 0 : 1;
  },
};

async function switchCommand(db: Db, command: StaffSwitch, value: string | undefined): Promise<number | null> {
  if (!['on', 'off', 'status'].includes(value ?? '')) return null;
  const action = STAFF_COMMANDS[command];
  if (value !== 'status') await action.set(ctxOf(db), SERVICE_ACTOR, value === 'on');
  console.log(`${command}: ${(await action.get(db)) ? 'on' : 'off'}`);
  return 0;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** backup and restore work on the files, before any database is opened (a restore needs an empty directory). */
const archiveCommands: Record<string, (config: Config, args: string[]) => Promise<number | null>> = {
  async backup(config, [file]) {
    if (!file) return null;
    const manifest = await createBackup(config, file);
    console.log(`backup written to ${path.resolve(file)} (${megabytes(fs.statSync(file).size)}): ${manifest.invoices} invoices, ${manifest.files} files`);
    return 0;
  },
  async restore(config, [file]) {
    if (!file) return null;
    if (config.databaseUrl) throw new BackupError('DATABASE_URL is set: a backup restores the SQLite deployment only');
    const manifest = await restoreBackup(file, config.dataDir);
    console.log(
      `restored into ${config.dataDir}: the backup of ${manifest.createdAt} (version ${manifest.version}), ` +
        `${manifest.invoices} invoices, ${manifest.files} files`,
    );
    return 0;
  },
};

/** Runs one staff command on `config`'s database; answers the exit code. Tests call it in-process. */
export async function runStaffCli(args: string[], config: Config = configFromEnv()): Promise<number> {
  const [command, ...rest] = args;
  const archive = command !== undefined && Object.hasOwn(archiveCommands, command) ? archiveCommands[command] : undefined;
  if (archive) {
    try {
      const code = await archive(config, rest);
      if (code === null) console.error(USAGE);
      return code ?? 2;
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      console.error(`refused: ${error.message}`);
      return 1;
    }
  }
  const known = command !== undefined && (command in STAFF_COMMANDS || command in commands);
  if (!known) {
    console.error(USAGE);
    return 2;
  }
  const db = createDb(config);
  try {
    await migrate(db);
    const code = command in STAFF_COMMANDS ? await switchCommand(db, command as StaffSwitch, rest[0]) : await commands[command]!(db, rest);
    if (code === null) console.error(USAGE);
    return code ?? 2;
  } catch (error) {
    if (error instanceof AppError) {
      const fields = error.fields ? ` ${Object.entries(error.fields).map(([key, value]) => `${key} ${value}`).join(', ')}` : '';
      console.error(`refused: ${error.code}${fields}`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

// Run as a program (`npm run staff`), not when imported.
if (process.argv[1] && fs.realpathSync(path.resolve(process.argv[1])) === import.meta.filename) process.exitCode = await runStaffCli(process.argv.slice(2));
