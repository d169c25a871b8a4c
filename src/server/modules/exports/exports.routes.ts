// The export calls (issue 21 item 3): each list's rows as its sheet's columns. The rows come from the list's own
// service (the same scope, filters and order as its pageable call), so an export shows what its list shows.
import type { FastifyInstance } from 'fastify';
import { exportApplications, type Application } from '#shared/api/applications.ts';
import { exportIncomes, exportRewards, type IncomeEntry, type RewardRow } from '#shared/api/deposit.ts';
import { exportInvoices, type Invoice } from '#shared/api/invoices.ts';
import { exportShifts, type Shift } from '#shared/api/shifts.ts';
import { exportStatistics } from '#shared/api/statistics.ts';
import type { Locale } from '#shared/enums.ts';
import { route } from '../../http/route.ts';
import { applicationsToExport } from '../applications/applications.service.ts';
import { incomesToExport, rewardsToExport } from '../deposit/deposit.service.ts';
import { invoicesToExport } from '../payments/invoices.service.ts';
import { shiftsToExport } from '../shifts/shifts.service.ts';
import { statisticsRows } from '../statistics/statistics.service.ts';
import { APPLICATION_STATUS_WORDS, INCOME_TYPE_WORDS, INVOICE_STATUS_WORDS, SHIFT_STATUS_WORDS } from './export-words.ts';
import { sendExport, type ExportColumn } from './exports.service.ts';

/** A catalogue name in the reader's language, else in Russian (the catalogue's source language). */
const named = (names: Partial<Record<Locale, string>> & { ru: string }, locale: Locale): string => names[locale] || names.ru;

/** The payer's primary account as the list shows it (the prefix before the value). */
const primaryAccount = (fields: Invoice['fields']) => {
  const primary = fields.account.find((field) => field.primary) ?? fields.account[0];
  return primary ? `${primary.prefix ?? ''}${primary.value}` : null;
};

const INVOICE_SHEET: ExportColumn<Invoice>[] = [
  { header: 'number', kind: 'text', value: (row) => row.number },
  { header: 'paymentDate', kind: 'instant', value: (row) => row.paymentDate },
  { header: 'status', kind: 'text', value: (row, locale) => INVOICE_STATUS_WORDS[row.status.value][locale] },
  { header: 'service', kind: 'text', value: (row, locale) => named(row.merchant.name, locale) },
  { header: 'account', kind: 'text', value: (row) => primaryAccount(row.fields) },
  { header: 'salePoint', kind: 'text', value: (row) => row.salePoint.name },
  { header: 'cashier', kind: 'text', value: (row) => row.user.name },
  { header: 'amount', kind: 'money', value: (row) => row.amount.value },
  { header: 'commission', kind: 'money', value: (row) => row.commission.amount },
  { header: 'total', kind: 'money', value: (row) => row.amount.total },
  { header: 'reward', kind: 'money', value: (row) => row.reward.amount },
  { header: 'createdDate', kind: 'instant', value: (row) => row.createdDate },
];

const APPLICATION_SHEET: ExportColumn<Application>[] = [
  { header: 'applicationNumber', kind: 'text', value: (row) => row.number },
  { header: 'date', kind: 'instant', value: (row) => row.createdDate },
  { header: 'status', kind: 'text', value: (row, locale) => APPLICATION_STATUS_WORDS[row.status][locale] },
  { header: 'invoiceNumber', kind: 'text', value: (row) => row.invoice.number },
  { header: 'paymentDate', kind: 'instant', value: (row) => row.invoice.createdDate },
  { header: 'service', kind: 'text', value: (row, locale) => named(row.invoice.merchantName, locale) },
  { header: 'account', kind: 'text', value: (row) => `${row.invoice.account.prefix ?? ''}${row.invoice.account.value}` },
  { header: 'salePoint', kind: 'text', value: (row) => row.invoice.salePointName },
  { header: 'cashier', kind: 'text', value: (row) => row.invoice.employeeName },
  { header: 'amount', kind: 'money', value: (row) => row.invoice.amount.value },
  { header: 'reward', kind: 'money', value: (row) => row.invoice.reward.amount },
  { header: 'comment', kind: 'text', value: (row) => row.comment },
  { header: 'rejectionReason', kind: 'text', value: (row, locale) => (row.rejectionReason ? named(row.rejectionReason.title, locale) : null) },
];

const INCOME_SHEET: ExportColumn<IncomeEntry>[] = [
  { header: 'date', kind: 'instant', value: (row) => row.createdDate },
  { header: 'incomeType', kind: 'text', value: (row, locale) => INCOME_TYPE_WORDS[row.typeIncome][locale] },
  { header: 'source', kind: 'text', value: (row) => row.source },
  { header: 'amount', kind: 'money', value: (row) => row.amount },
  { header: 'balanceAfter', kind: 'money', value: (row) => row.details.balance },
  { header: 'forDate', kind: 'instant', value: (row) => row.details.date },
  { header: 'invoiceNumber', kind: 'text', value: (row) => row.details.invoiceNumber },
];

const REWARD_SHEET: ExportColumn<RewardRow>[] = [
  { header: 'date', kind: 'instant', value: (row) => row.createdDate },
  { header: 'invoiceNumber', kind: 'text', value: (row) => row.invoiceNumber },
  { header: 'service', kind: 'text', value: (row, locale) => named(row.merchant.name, locale) },
  { header: 'account', kind: 'text', value: (row) => row.account },
  { header: 'salePoint', kind: 'text', value: (row) => row.salePoint.name },
  { header: 'cashier', kind: 'text', value: (row) => row.agent },
  { header: 'paymentAmount', kind: 'money', value: (row) => row.amount },
  { header: 'percent', kind: 'decimal', value: (row) => row.reward.percent },
  { header: 'reward', kind: 'money', value: (row) => row.reward.amount },
];

type StatisticsRow = Awaited<ReturnType<typeof statisticsRows>>[number];
const STATISTICS_SHEET: ExportColumn<StatisticsRow>[] = [
  { header: 'day', kind: 'day', value: (row) => row.day },
  { header: 'salePoint', kind: 'text', value: (row) => row.salePoint },
  { header: 'cashier', kind: 'text', value: (row) => row.employee },
  { header: 'service', kind: 'text', value: (row, locale) => named(row.merchant, locale) },
  { header: 'transactions', kind: 'count', value: (row) => row.transactions },
  { header: 'amount', kind: 'money', value: (row) => row.amount },
  { header: 'reward', kind: 'money', value: (row) => row.reward },
];

const SHIFT_SHEET: ExportColumn<Shift>[] = [
  { header: 'openedDate', kind: 'instant', value: (row) => row.openedDate },
  { header: 'closedDate', kind: 'instant', value: (row) => row.closedDate },
  { header: 'status', kind: 'text', value: (row, locale) => SHIFT_STATUS_WORDS[row.status][locale] },
  { header: 'salePoint', kind: 'text', value: (row) => row.salePoint.name },
  { header: 'cashier', kind: 'text', value: (row) => row.employee.name },
  { header: 'openingCash', kind: 'money', value: (row) => row.openingCash },
  { header: 'expectedCash', kind: 'money', value: (row) => row.expectedCash },
  { header: 'countedCash', kind: 'money', value: (row) => row.countedCash },
  { header: 'difference', kind: 'money', value: (row) => row.difference },
  { header: 'comment', kind: 'text', value: (row) => row.comment },
];

async function* once<T>(rows: Promise<T[]>): AsyncGenerator<T[]> {
  yield await rows;
}

export async function exportsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const limited = { rateLimit: 'export' } as const;
  const now = () => ctx.clock.now();
  route(
    app,
    exportInvoices,
    ({ auth, body, request, reply }) =>
      sendExport(request, reply, now(), { ...body, title: 'transactions', columns: INVOICE_SHEET, pages: invoicesToExport(ctx, auth, body) }),
    limited,
  );
  route(
    app,
    exportApplications,
    ({ auth, body, request, reply }) =>
      sendExport(request, reply, now(), { ...body, title: 'cancellations', columns: APPLICATION_SHEET, pages: applicationsToExport(ctx.db, auth, body) }),
    limited,
  );
  route(
    app,
    exportShifts,
    ({ auth, body, request, reply }) =>
      sendExport(request, reply, now(), { ...body, title: 'shifts', columns: SHIFT_SHEET, pages: shiftsToExport(ctx, auth, body) }),
    limited,
  );
  route(
    app,
    exportIncomes,
    ({ auth, body, request, reply }) =>
      sendExport(request, reply, now(), { ...body, title: 'deposit', columns: INCOME_SHEET, pages: incomesToExport(ctx, auth, body) }),
    limited,
  );
  route(
    app,
    exportRewards,
    ({ auth, body, request, reply }) =>
      sendExport(request, reply, now(), { ...body, title: 'rewards', columns: REWARD_SHEET, pages: rewardsToExport(ctx, auth, body) }),
    limited,
  );
  route(
    app,
    exportStatistics,
    ({ auth, body, request, reply }) =>
      sendExport(request, reply, now(), { ...body, title: 'statistics', columns: STATISTICS_SHEET, pages: once(statisticsRows(ctx, auth, body)) }),
    limited,
  );
}
