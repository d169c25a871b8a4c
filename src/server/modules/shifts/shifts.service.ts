// Shifts and the cash count (issue 24 item 2): who may open, close and see a shift, and the shift as the contract
// shows it. A cashier (an employee at an assigned point, or the owner at any of its points) has at most one open
// shift per sale point. Open and close carry the cashier's time, clamped as a payment's time is, so a shift opened
// and closed offline frames the payments taken in it. An owner sees every shift of the business; an employee its own.
// Another business's shift is `shift_not_found`, never a hint that it exists.
import type { BodyOf } from '#shared/api/contract.ts';
import type { Page, PageableBody } from '#shared/api/paging.ts';
import type { closeShift, openShift, Shift, SHIFT_LIST, ShiftReport } from '#shared/api/shifts.ts';
import { leftOpenPastDay, shiftTotals, type ShiftPaymentStatus } from '#shared/shift-report.ts';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { businessIdOf } from '../business/business-of.ts';
import type { Auth } from '../../context.ts';
import { keysetPages, pageOf } from '../../http/paging.ts';
import { paymentTime, withIsoDates } from '../payments/invoices.service.ts';
import { accessibleSalePoint } from '../sale-points/sale-points.service.ts';
import { shiftDifference } from '../notifications/events.ts';
import { notifyOwner } from '../notifications/notifications.repository.ts';
import {
  closeShiftRow,
  findOpenShift,
  findShiftSetting,
  insertShift,
  saveShiftSetting,
  shiftPayments,
  shiftRows,
  type ShiftRow,
} from './shifts.repository.ts';

const SHIFT_COLUMNS = {
  sort: { openedDate: 'opened_at', closedDate: 'closed_at', difference: 'difference' },
  search: {
    salePointId: { column: 'sale_point_id', kind: 'string' },
    employeeId: { column: 'user_id', kind: 'string' },
    openedDate: { column: 'opened_at', kind: 'string' },
    status: { column: 'status', kind: 'string' },
    difference: { column: 'difference', kind: 'number' },
  },
  defaultSort: { column: 'opened_at', direction: 'desc' },
  tiebreak: 'id',
} as const;


/** Whose shifts the caller sees: an owner every cashier's, an employee only its own. */
const visibleTo = (auth: Auth) => (auth.role === 'EMPLOYEE' ? auth.userId : null);

function toShift(row: ShiftRow, now: number): Shift {
  const openedAt = Date.parse(row.opened_at);
  const closedAt = row.closed_at === null ? null : Date.parse(row.closed_at);
  const name = `${row.last_name ?? ''} ${row.first_name ?? ''}`.trim();
  return {
    id: row.id,
    status: row.status,
    salePoint: { id: row.sale_point_id, name: row.sale_point_name },
    employee: { id: row.user_id, name: name || row.phone },
    openedDate: row.opened_at,
    closedDate: row.closed_at,
    openingCash: Number(row.opening_cash),
    countedCash: row.counted_cash === null ? null : Number(row.counted_cash),
    expectedCash: Number(row.expected_cash),
    difference: row.difference === null ? null : Number(row.difference),
    comment: row.comment,
    leftOpen: leftOpenPastDay({ openedAt, closedAt }, now),
  };
}

async function findShiftRow(db: Executor, auth: Auth, id: string): Promise<ShiftRow> {
  const row = await shiftRows(db, businessIdOf(auth), visibleTo(auth)).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'shift_not_found');
  return row;
}

/** The shift with its Z-report (shared/shift-report.ts). */
export async function shiftReportOf(ctx: AppContext, auth: Auth, id: string): Promise<ShiftReport> {
  const row = await findShiftRow(ctx.db, auth, id);
  const payments = await shiftPayments(ctx.db, row);
  const names = new Map(payments.map((payment) => [payment.merchant_id, { uz: payment.name_uz, ru: payment.name_ru, en: payment.name_en, oz: payment.name_oz }]));
  const totals = shiftTotals(
    payments.map((payment) => ({
      merchantId: payment.merchant_id,
      status: payment.status as ShiftPaymentStatus,
      amount: Number(payment.amount),
      commission: Number(payment.commission),
      total: Number(payment.total),
      reward: Number(payment.reward),
      takenAt: Date.parse(payment.payment_date ?? payment.created_at),
    })),
    Number(row.opening_cash),
    row.counted_cash === null ? null : Number(row.counted_cash),
  );
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    ...toShift(row, ctx.clock.now().getTime()),
    report: {
      cashTaken: totals.cashTaken,
      count: totals.count,
      amount: totals.amount,
      commission: totals.commission,
      total: totals.total,
      reward: totals.reward,
      byService: totals.byService.map(({ merchantId, ...line }) => ({ merchant: { id: merchantId, name: names.get(merchantId)! }, ...line })),
      byStatus: totals.byStatus,
      cancellations: totals.cancellations,
      firstPaymentDate: iso(totals.firstPaymentAt),
      lastPaymentDate: iso(totals.lastPaymentAt),
    },
  };
}

export async function currentShift(ctx: AppContext, auth: Auth, salePointId: string): Promise<Shift | null> {
  await accessibleSalePoint(ctx.db, auth, salePointId);
  const open = await findOpenShift(ctx.db, auth.userId, salePointId);
  if (!open) return null;
  return toShift(await findShiftRow(ctx.db, auth, open.id), ctx.clock.now().getTime());
}

/** The cashier's time of an open or close: its request date, clamped like a payment's (never later than now). */
async function cashierTime(ctx: AppContext, requestDate: number | undefined): Promise<Date> {
  const now = ctx.clock.now().getTime();
  return new Date(requestDate === undefined ? now : await paymentTime(ctx.db, requestDate, now));
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  return /UNIQUE|unique|23505/.test(text);
}

export async function openShiftAt(ctx: AppContext, auth: Auth, body: BodyOf<typeof openShift>): Promise<Shift> {
  const point = await accessibleSalePoint(ctx.db, auth, body.salePointId);
  if (point.status !== 'ACTIVE') throw new AppError(400, 'sale_point_is_inactive');
  if (await findOpenShift(ctx.db, auth.userId, point.id)) throw new AppError(409, 'shift_is_already_open');
  const openedAt = (await cashierTime(ctx, body.requestDate)).toISOString();
  const now = ctx.clock.now().toISOString();
  const id = uuidv7();
  try {
    await insertShift(ctx.db, {
      id,
      business_id: point.business_id,
      sale_point_id: point.id,
      user_id: auth.userId,
      status: 'OPEN',
      opening_cash: body.openingCash,
      counted_cash: null,
      comment: null,
      opened_at: openedAt,
      closed_at: null,
      created_at: now,
      modified_at: now,
    });
  } catch (error) {
    // Two opens at once: shift_one_open_idx lets one through.
    if (isUniqueViolation(error)) throw new AppError(409, 'shift_is_already_open');
    throw error;
  }
  return toShift(await findShiftRow(ctx.db, auth, id), ctx.clock.now().getTime());
}

export async function closeShiftAt(ctx: AppContext, auth: Auth, body: BodyOf<typeof closeShift>): Promise<ShiftReport> {
  await accessibleSalePoint(ctx.db, auth, body.salePointId);
  const open = await findOpenShift(ctx.db, auth.userId, body.salePointId);
  if (!open) throw new AppError(409, 'shift_is_not_open');
  const taken = await cashierTime(ctx, body.requestDate);
  // A clock that ran back between open and close never makes a shift end before it began.
  const closedAt = new Date(Math.max(taken.getTime(), Date.parse(open.opened_at))).toISOString();
  const closed = await ctx.db.transaction().execute(async (tx) => {
    const landed = await closeShiftRow(tx, open.id, {
      counted_cash: body.countedCash,
      comment: body.comment?.trim() || null,
      closed_at: closedAt,
      modified_at: ctx.clock.now().toISOString(),
    });
    if (!landed) return false;
    // Closed with a cash difference: the owner is told, with the close (issue 21).
    const row = await shiftRows(tx, businessIdOf(auth), null).where('id', '=', open.id).executeTakeFirstOrThrow();
    const difference = Number(row.difference ?? 0);
    if (difference !== 0) {
      const cashierName = [row.last_name, row.first_name].filter(Boolean).join(' ') || `+${row.phone}`;
      const event = { salePointId: row.sale_point_id, salePointName: row.sale_point_name, cashierName, difference };
      await notifyOwner(tx, businessIdOf(auth), shiftDifference(event, ctx.clock.now()));
    }
    return true;
  });
  if (!closed) throw new AppError(409, 'shift_is_not_open');
  return shiftReportOf(ctx, auth, open.id);
}

export async function pageShifts(
  ctx: AppContext,
  auth: Auth,
  body: PageableBody<(typeof SHIFT_LIST.sort)[number], (typeof SHIFT_LIST.search)[number]>,
): Promise<Page<Shift>> {
  const listed = { ...body, search: withIsoDates(body.search, ['openedDate']) };
  const page = await pageOf(shiftRows(ctx.db, businessIdOf(auth), visibleTo(auth)), listed, SHIFT_COLUMNS);
  const now = ctx.clock.now().getTime();
  return { ...page, content: page.content.map((row) => toShift(row, now)) };
}

/** Every shift the list shows for these filters, in its order, a page at a time: the shifts export. */
export async function* shiftsToExport(
  ctx: AppContext,
  auth: Auth,
  body: Omit<PageableBody<(typeof SHIFT_LIST.sort)[number], (typeof SHIFT_LIST.search)[number]>, 'page' | 'perPage'>,
): AsyncGenerator<Shift[]> {
  const listed = { ...body, search: withIsoDates(body.search, ['openedDate']) };
  // An open shift has no close time nor difference: the keyset reads them as the smallest values (NULLs first).
  const nulls = { closed_at: '', difference: Number.MIN_SAFE_INTEGER };
  for await (const rows of keysetPages(ctx.db, shiftRows(ctx.db, businessIdOf(auth), visibleTo(auth)), listed, SHIFT_COLUMNS, { nulls })) {
    const now = ctx.clock.now().getTime();
    yield rows.map((row) => toShift(row, now));
  }
}

export async function shiftSettingOf(ctx: AppContext, auth: Auth): Promise<{ requireOpenShift: boolean }> {
  return { requireOpenShift: await findShiftSetting(ctx.db, businessIdOf(auth)) };
}

/** Only the owner decides (the agent base refuses an employee's token for this call: it is not scoped). */
export async function setShiftSetting(ctx: AppContext, auth: Auth, requireOpenShift: boolean): Promise<{ requireOpenShift: boolean }> {
  if (auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
  await saveShiftSetting(ctx.db, businessIdOf(auth), requireOpenShift, ctx.clock.now().toISOString());
  return { requireOpenShift };
}
