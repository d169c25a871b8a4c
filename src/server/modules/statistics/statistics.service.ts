// spec 03 §2 statistics: the owner's totals and tops over Asia/Tashkent days, of all its sale points or one, and of
// one employee of that point. Employees are refused (spec 03 §6), like every employee-management call.
import type { Statistics } from '#shared/api/statistics.ts';
import type { AppContext, Auth } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { downloadUrl } from '../files/files.repository.ts';
import { ownerBusinessId } from '../business/business-of.ts';
import {
  businessStatistics,
  dailySalesRows,
  type StatisticsFilter,
  findEmployeeIdOfBusiness,
  findSalePointIdOfBusiness,
  topEmployee,
  topMerchant,
  topSalePoint,
} from './statistics.repository.ts';

type StatisticsQuery = { startDate: string; endDate: string; salePointId: string | null; employeeId: string | null };

/** The owner's filter: a sale point or employee of another business is refused, never counted as zero. */
async function filterOf(ctx: AppContext, auth: Auth, query: StatisticsQuery): Promise<StatisticsFilter> {
  const businessId = ownerBusinessId(auth);
  if (query.salePointId) {
    const point = await findSalePointIdOfBusiness(ctx.db, businessId, query.salePointId);
    if (!point) throw new AppError(404, 'sale_point_not_found');
  }
  if (query.employeeId) {
    const employee = await findEmployeeIdOfBusiness(ctx.db, businessId, query.employeeId);
    if (!employee) throw new AppError(404, 'employee_not_found');
  }
  return { businessId, fromDay: query.startDate, toDay: query.endDate, salePointId: query.salePointId, userId: query.employeeId };
}

export async function statisticsOf(ctx: AppContext, auth: Auth, query: StatisticsQuery): Promise<Statistics> {
  const db = ctx.db;
  const stats = await businessStatistics(db, await filterOf(ctx, auth, query));

  const merchant = stats.top.merchant
    ? await topMerchant(db, stats.top.merchant.id)
    : undefined;
  const employee = stats.top.employee
    ? await topEmployee(db, stats.top.employee.id)
    : undefined;
  const salePoint = stats.top.salePoint
    ? await topSalePoint(db, stats.top.salePoint.id)
    : undefined;

  return {
    total: stats.total,
    top: {
      merchant:
        merchant && stats.top.merchant
          ? {
              id: merchant.id,
              name: { uz: merchant.name_uz, ru: merchant.name_ru, en: merchant.name_en, oz: merchant.name_oz },
              image: merchant.image,
              amount: stats.top.merchant.amount,
            }
          : null,
      employee:
        employee && stats.top.employee
          ? {
              id: employee.id,
              name: [employee.last_name, employee.first_name].filter(Boolean).join(' ') || employee.phone,
              image:
                employee.photo_id && employee.guid && employee.extension
                  ? { id: employee.photo_id, url: downloadUrl({ guid: employee.guid, extension: employee.extension }), deleted: employee.deleted_at !== null }
                  : null,
              amount: stats.top.employee.amount,
            }
          : null,
      salePoint: salePoint && stats.top.salePoint ? { id: salePoint.id, name: salePoint.name, amount: stats.top.salePoint.amount } : null,
    },
  };
}

/** The statistics export: what the screen's totals add up, by day, sale point, cashier and service. */
export async function statisticsRows(ctx: AppContext, auth: Auth, query: StatisticsQuery) {
  const rows = await dailySalesRows(ctx.db, await filterOf(ctx, auth, query));
  return rows.map((row) => ({
    day: row.day,
    salePoint: row.sale_point_name,
    employee: [row.last_name, row.first_name].filter(Boolean).join(' ') || row.phone,
    merchant: { uz: row.name_uz, ru: row.name_ru, en: row.name_en, oz: row.name_oz },
    transactions: Number(row.transactions),
    amount: Number(row.amount),
    reward: Number(row.reward),
  }));
}
