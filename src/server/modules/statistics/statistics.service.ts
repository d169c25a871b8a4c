// spec 03 §2 statistics: the owner's totals and tops over Asia/Tashkent days, of all its sale points or one, and of
// one employee of that point. Employees are refused (spec 03 §6), like every employee-management call.
import type { Statistics } from '#shared/api/statistics.ts';
import type { AppContext, Auth } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { downloadUrl } from '../files/files.repository.ts';
import { ownerBusinessId } from '../business/business-of.ts';
import {
  businessStatistics,
  findEmployeeIdOfBusiness,
  findSalePointIdOfBusiness,
  topEmployee,
  topMerchant,
  topSalePoint,
} from './statistics.repository.ts';

export async function statisticsOf(
  ctx: AppContext,
  auth: Auth,
  query: { startDate: string; endDate: string; salePointId: string | null; employeeId: string | null },
): Promise<Statistics> {
  const businessId = ownerBusinessId(auth);
  const db = ctx.db;
  if (query.salePointId) {
    const point = await findSalePointIdOfBusiness(db, businessId, query.salePointId);
    if (!point) throw new AppError(404, 'sale_point_not_found');
  }
  if (query.employeeId) {
    const employee = await findEmployeeIdOfBusiness(db, businessId, query.employeeId);
    if (!employee) throw new AppError(404, 'employee_not_found');
  }
  const stats = await businessStatistics(db, {
    businessId,
    fromDay: query.startDate,
    toDay: query.endDate,
    salePointId: query.salePointId,
    userId: query.employeeId,
  });

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
