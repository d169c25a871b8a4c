// Sale points (spec 02 §2–§6): who may see, create and change an outlet, and the outlet as the contract shows it.
// Agents see every point of their business and alone create and change them; an employee sees only the points
// assigned to it. Another business's point is always `sale_point_not_found`, never a hint that it exists.
import type { BodyOf } from '#shared/api/contract.ts';
import type { Page, PageableBody } from '#shared/api/paging.ts';
import type { SalePoint, SALE_POINT_LIST, createSalePoint as createCall, updateSalePoint as updateCall } from '#shared/api/sale-points.ts';
import type { Region } from '#shared/api/settings.ts';
import { uuidv7 } from 'uuidv7';
import type { AppContext, Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { forgetRows } from '../../db/row-cache.ts';
import { AppError } from '../../http/app-error.ts';
import { pageOf } from '../../http/paging.ts';
import { employeeIdsOfBusiness, employeesOfSalePoints } from '../employees/employees.repository.ts';
import { ownerBusinessId } from '../business/business-of.ts';
import { photoRef } from '../employees/employees.service.ts';
import { requireWorkingBusiness } from '../business/working.ts';
import { districtsOf, provinces } from '../geo/geo.repository.ts';
import { tashkentDayKey } from '../payments/aggregates.ts';
import { paidBySalePoint } from '../payments/aggregates.repository.ts';
import {
  findSalePointOfBusiness,
  insertSalePoint,
  isAssigned,
  replaceAssignments,
  salePointsOfBusiness,
  updateSalePointRow,
} from './sale-points.repository.ts';
import type { SalePointTable } from '../../db/tables/sale-points.ts';

/**
 * The sale point the caller may work at: one of its business, and for an employee one assigned to it
 * (spec 02 §6). Anything else is `sale_point_not_found`, so another business's ids are never confirmed.
 */
export async function accessibleSalePoint(db: Executor, auth: Auth, salePointId: string): Promise<SalePointTable> {
  const row = auth.businessId ? await findSalePointOfBusiness(db, auth.businessId, salePointId) : undefined;
  if (!row || (auth.role === 'EMPLOYEE' && !(await isAssigned(db, row.id, auth.userId)))) {
    throw new AppError(404, 'sale_point_not_found');
  }
  return row;
}

/** Sale points as answered: region and district titles, assigned employees, and today's (Tashkent) PAID totals. */
async function answerSalePoints(ctx: AppContext, rows: SalePointTable[]): Promise<SalePoint[]> {
  const ids = rows.map((row) => row.id);
  const today = tashkentDayKey(ctx.clock.now().getTime());
  const [stats, employees] = await Promise.all([
    paidBySalePoint(ctx.db, ids, { from: today, to: today }),
    employeesOfSalePoints(ctx.db, ids),
  ]);
  const regionIds = [...new Set(rows.flatMap((row) => (row.region_id === null ? [] : [row.region_id])))];
  const regions = regionIds.length ? await provinces(ctx.db) : [];
  const districts = new Map<number, Region>();
  for (const regionId of regionIds) {
    for (const district of await districtsOf(ctx.db, regionId)) districts.set(district.id, district);
  }

  return rows.map((row) => {
    const ofPoint = employees.filter((employee) => employee.sale_point_id === row.id);
    const assigned = ofPoint.map((employee) => ({
      id: employee.id,
      firstName: employee.first_name,
      lastName: employee.last_name,
      image: photoRef(employee),
    }));
    const today = stats.get(row.id) ?? { count: 0, sum: 0 };
    return {
      id: row.id,
      name: row.name,
      region: regions.find((region) => region.id === row.region_id) ?? null,
      district: row.district_id === null ? null : (districts.get(row.district_id) ?? null),
      address: row.address,
      location: row.latitude === null || row.longitude === null ? null : [Number(row.latitude), Number(row.longitude)],
      limit: Number(row.limit_sum),
      employees: assigned,
      // A deactivated employee stays assigned (its settings keep it) but no longer works here (issue 25).
      countEmployees: ofPoint.filter((employee) => employee.active === 1).length,
      countTransactions: today.count,
      sumTransactions: today.sum,
      // spec 02 §3: a missing or unknown status reads as INACTIVE.
      status: row.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
      createdDate: row.created_at,
      modifiedDate: row.modified_at,
    };
  });
}

const SALE_POINT_COLUMNS = {
  sort: { createdDate: 'created_at', modifiedDate: 'modified_at', name: 'name' },
  search: {
    name: { column: 'name', kind: 'string' },
    status: { column: 'status', kind: 'string' },
    regionId: { column: 'region_id', kind: 'number' },
    districtId: { column: 'district_id', kind: 'number' },
  },
  defaultSort: { column: 'created_at', direction: 'desc' },
  tiebreak: 'id',
} as const;

export async function pageSalePoints(
  ctx: AppContext,
  auth: Auth,
  body: PageableBody<(typeof SALE_POINT_LIST.sort)[number], (typeof SALE_POINT_LIST.search)[number]>,
): Promise<Page<SalePoint>> {
  if (!auth.businessId) {
    // An agent before onboarding has no business and so no sale points: the list's empty state.
    return { content: [], totalElements: 0, totalPages: 0, number: body.page, numberOfElements: 0, size: body.perPage };
  }
  const query = salePointsOfBusiness(ctx.db, auth.businessId, auth);
  const page = await pageOf(query, body, SALE_POINT_COLUMNS);
  return { ...page, content: await answerSalePoints(ctx, page.content) };
}

export async function salePointById(ctx: AppContext, auth: Auth, salePointId: string): Promise<SalePoint> {
  const [salePoint] = await answerSalePoints(ctx, [await accessibleSalePoint(ctx.db, auth, salePointId)]);
  return salePoint!;
}

type SalePointInput = BodyOf<typeof createCall>;

/** The region must exist and the district must be one of its districts (spec 02 §5). */
async function checkPlace(db: Executor, input: SalePointInput): Promise<void> {
  if (!(await provinces(db)).some((region) => region.id === input.provinceId)) {
    throw new AppError(400, 'validation_error', { provinceId: 'invalid' });
  }
  if (!(await districtsOf(db, input.provinceId)).some((district) => district.id === input.districtId)) {
    throw new AppError(400, 'validation_error', { districtId: 'invalid' });
  }
}

/** The employees to assign, each an EMPLOYEE of the same business, else `employee_not_found`. */
async function checkEmployees(db: Executor, businessId: string, employeeIds: string[]): Promise<string[]> {
  const wanted = [...new Set(employeeIds)];
  const found = await employeeIdsOfBusiness(db, businessId, wanted);
  if (found.length !== wanted.length) throw new AppError(404, 'employee_not_found');
  return wanted;
}

const columnsOf = (input: SalePointInput) => ({
  name: input.name,
  region_id: input.provinceId,
  district_id: input.districtId,
  address: input.address?.trim() || null,
  latitude: input.latitude,
  longitude: input.longitude,
  limit_sum: input.limitSum,
  status: input.status,
});

export async function addSalePoint(ctx: AppContext, auth: Auth, input: SalePointInput): Promise<SalePoint> {
  const businessId = ownerBusinessId(auth);
  await requireWorkingBusiness(ctx.db, businessId);
  await checkPlace(ctx.db, input);
  const employeeIds = await checkEmployees(ctx.db, businessId, input.employeeIds);
  const now = ctx.clock.now().toISOString();
  const id = uuidv7();
  await ctx.db.transaction().execute(async (tx) => {
    await insertSalePoint(tx, { id, business_id: businessId, ...columnsOf(input), created_at: now, modified_at: now });
    await replaceAssignments(tx, id, employeeIds);
  });
  return salePointById(ctx, auth, id);
}

/** A full save (spec 02 §4): every field, the status toggle and the assigned employees are replaced at once. */
export async function saveSalePoint(
  ctx: AppContext,
  auth: Auth,
  input: BodyOf<typeof updateCall>,
): Promise<SalePoint> {
  const businessId = ownerBusinessId(auth);
  await requireWorkingBusiness(ctx.db, businessId);
  const existing = await findSalePointOfBusiness(ctx.db, businessId, input.id);
  if (!existing) throw new AppError(404, 'sale_point_not_found');
  await checkPlace(ctx.db, input);
  const employeeIds = await checkEmployees(ctx.db, businessId, input.employeeIds);
  await ctx.db.transaction().execute(async (tx) => {
    await updateSalePointRow(tx, existing.id, { ...columnsOf(input), modified_at: ctx.clock.now().toISOString() });
    await replaceAssignments(tx, existing.id, employeeIds);
  });
  forgetRows(ctx.db, 'sale_point');
  return salePointById(ctx, auth, existing.id);
}
