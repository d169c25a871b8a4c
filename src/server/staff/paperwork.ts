// Additional agreements and account invoices for staff (spec 03 §4, issue 10 item 4): `/api/staff/v1/additional-
// agreements...` and `/api/staff/v1/account-invoices...` (inside the staff plugin, behind its token) and the `npm run
// staff` commands `agreements`, `agreement-add`, `account-invoices`, `account-invoice-add`, `account-invoice-confirm`,
// `account-invoice-reject`, `account-invoice-paid`, over the agreements service.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DOCUMENT_STATUSES, type DocumentStatus } from '#shared/api/agreements.ts';
import * as calls from '#shared/api/staff-documents.ts';
import { formatSum, toTiyin } from '#shared/money.ts';
import { configFromEnv } from '../config.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { signatureProviderFor } from '../providers/default-providers.ts';
import { route, validated } from '../http/route.ts';
import {
  confirmAccountInvoice,
  issueAccountInvoice,
  markAccountInvoicePaid,
  rejectAccountInvoice,
  staffAccountInvoices,
} from '../modules/agreements/account-invoices.service.ts';
import { issueAgreement, staffAgreements } from '../modules/agreements/agreements.service.ts';
import { tashkentDate } from '../modules/documents/contract-document.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { actorOf } from './staff-access.ts';

/** DD.MM.YYYY of the Tashkent day an ISO instant falls on (the days staff typed). */
const day = (iso: string) => tashkentDate(new Date(iso));
const toFile = (file: v.InferOutput<typeof calls.staffFileBody>) => ({ name: file.name, bytes: Buffer.from(file.base64, 'base64') });
const created = { status: 201 } as const;

export async function staffPaperworkRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, calls.listAgreements, async ({ query }) => staffAgreements(ctx, { business: query.business ?? null }));
  route(app, calls.issueAgreement, async ({ body, request }) => issueAgreement(ctx, actorOf(request), { ...body, file: toFile(body.file) }), created);
  route(app, calls.listAccountInvoices, async ({ query }) => staffAccountInvoices(ctx, { business: query.business ?? null, status: query.status ?? null }));
  route(app, calls.issueAccountInvoice, async ({ body, request }) => issueAccountInvoice(ctx, actorOf(request), { ...body, file: toFile(body.file) }), created);
  route(app, calls.confirmAccountInvoice, async ({ params, body, request }) => confirmAccountInvoice(ctx, actorOf(request), params.id, body.comment));
  route(app, calls.rejectAccountInvoice, async ({ params, body, request }) => rejectAccountInvoice(ctx, actorOf(request), params.id, body.comment));
  route(app, calls.markAccountInvoicePaid, async ({ params, request }) => markAccountInvoicePaid(ctx, actorOf(request), params.id));
}

export const PAPERWORK_USAGE = `  agreements [taxNumber]       list additional agreements, newest first
  agreement-add <taxNumber> --number N --name TEXT --start YYYY-MM-DD --file agreement.pdf [--note TEXT]
                               issue an additional agreement (signed by the system; the owner signs it; unsigned
                               past its start date it closes the portal until signed)
  account-invoices [taxNumber] [--status CREATED|AGENT_SIGNED|SYSTEM_SIGNED|REJECTED]
                               list account invoices, newest first
  account-invoice-add <taxNumber> --amount SUM --from YYYY-MM-DD --to YYYY-MM-DD --file invoice.pdf [--name TEXT]
                               issue an account invoice (amount in so'm) for the owner to sign
  account-invoice-confirm <id> [comment...]   confirm an invoice the owner signed
  account-invoice-reject <id> <reason...>     reject an invoice the owner signed, with the reason shown to the owner
  account-invoice-paid <id>    mark a confirmed invoice paid: its amount is credited to the deposit (TRANSFER), once`;

const cliContext = (db: Db) => {
  const config = configFromEnv();
  return { db, config, clock: systemClock, signature: signatureProviderFor(config, systemClock) };
};

async function readPdf(file: string | undefined) {
  if (!file) return null;
  return { name: path.basename(file), bytes: await fs.readFile(file) };
}

/** The CLI's commands: each answers its exit code, or null when the arguments were wrong. */
export const PAPERWORK_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number | null>> = {
  async agreements(db, [business]) {
    const rows = await staffAgreements(cliContext(db), { business: business ?? null });
    for (const row of rows) {
      console.log(`${row.id}  ${row.status.padEnd(13)}  № ${row.agreementNumber}  from ${day(row.startDate)}${row.expired ? ' EXPIRED' : ''}  ${row.name}`);
    }
    console.log(`${rows.length} agreement(s)`);
    return 0;
  },
  async 'agreement-add'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { number: { type: 'string' }, name: { type: 'string' }, start: { type: 'string' }, file: { type: 'string' }, note: { type: 'string' } },
    });
    const file = await readPdf(values.file);
    const [business] = positionals;
    if (!business || !values.number || !values.name || !values.start || !file) return null;
    const input = validated(calls.agreementBody, {
      business,
      number: values.number,
      name: values.name,
      startDate: values.start,
      note: values.note ?? null,
      file: { name: file.name, base64: file.bytes.toString('base64') },
    });
    const agreement = await issueAgreement(cliContext(db), SERVICE_ACTOR, { ...input, file });
    console.log(`agreement ${agreement.id} № ${agreement.agreementNumber} issued (${agreement.status}), from ${day(agreement.startDate)}`);
    return 0;
  },
  async 'account-invoices'(db, args) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { status: { type: 'string' } } });
    if (values.status && !(DOCUMENT_STATUSES as readonly string[]).includes(values.status)) return null;
    const rows = await staffAccountInvoices(cliContext(db), { business: positionals[0] ?? null, status: (values.status as DocumentStatus) ?? null });
    for (const row of rows) {
      console.log(
        `${row.id}  ${row.status.padEnd(13)}  ${row.number}  ${formatSum(row.amount)} so'm  ${day(row.beginDate)}..${day(row.endDate)}` +
          `${row.paidDate ? '  PAID' : ''}${row.comment ? `  "${row.comment}"` : ''}`,
      );
    }
    console.log(`${rows.length} account invoice(s)`);
    return 0;
  },
  async 'account-invoice-add'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { amount: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, file: { type: 'string' }, name: { type: 'string' } },
    });
    const file = await readPdf(values.file);
    const sum = Number(values.amount);
    const [business] = positionals;
    if (!business || !Number.isFinite(sum) || sum <= 0 || !values.from || !values.to || !file) return null;
    const input = validated(calls.accountInvoiceBody, {
      business,
      name: values.name ?? 'Счёт на пополнение депозита',
      amount: toTiyin(sum),
      beginDate: values.from,
      endDate: values.to,
      file: { name: file.name, base64: file.bytes.toString('base64') },
    });
    const invoice = await issueAccountInvoice(cliContext(db), SERVICE_ACTOR, { ...input, file });
    console.log(`account invoice ${invoice.id} ${invoice.number} issued: ${formatSum(invoice.amount)} so'm`);
    return 0;
  },
  async 'account-invoice-confirm'(db, [id, ...words]) {
    if (!id) return null;
    const invoice = await confirmAccountInvoice(cliContext(db), SERVICE_ACTOR, id, words.join(' ').trim() || null);
    console.log(`account invoice ${invoice.number} confirmed`);
    return 0;
  },
  async 'account-invoice-reject'(db, [id, ...words]) {
    const reason = words.join(' ').trim();
    if (!id || !reason) return null;
    const invoice = await rejectAccountInvoice(cliContext(db), SERVICE_ACTOR, id, reason);
    console.log(`account invoice ${invoice.number} rejected: "${invoice.comment}"`);
    return 0;
  },
  async 'account-invoice-paid'(db, [id]) {
    if (!id) return null;
    const paid = await markAccountInvoicePaid(cliContext(db), SERVICE_ACTOR, id);
    console.log(`account invoice ${paid.invoice.number} paid: ${formatSum(paid.invoice.amount)} so'm credited, deposit now ${formatSum(paid.balance)} so'm`);
    return 0;
  },
};
