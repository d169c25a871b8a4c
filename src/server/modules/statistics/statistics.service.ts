// spec 03 §2 statistics: the owner's totals and tops over Asia/Tashkent days, of all its sale points or one, and of
// one employee of that point. Employees are refused (spec 03 §6), like every employee-management call.
import type { Statistics } from '#shared/api/statistics.ts';
import type { AppContext, Auth } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { downloadUrl } from '../files/files.repository.ts';
import { agentBusinessId } from '../employees/employees.service.ts';
import { businessStatistics } from './statistics.repository.ts';

export async function statisticsOf(
  ctx: AppContext,
  auth: Auth,
  query: { startDate: string; endDate: string; salePointId: string | null; employeeId: string | null },
): Promise<Statistics> {
  const businessId = agentBusinessId(auth);
  const db = ctx.db;
  if (query.salePointId) {
    const point = await db.selectFrom('sale_point').select('id').where('id', '=', query.salePointId).where('business_id', '=', businessId).executeTakeFirst();
    if (!point) throw new AppError(404, 'sale_point_not_found');
  }
  if (query.employeeId) {
    const employee = await db
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', query.employeeId)
      .where('business_id', '=', businessId)
      .where('role', '=', 'EMPLOYEE')
      .executeTakeFirst();
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
    ? await db.selectFrom('merchant').select(['id', 'name_uz', 'name_ru', 'name_en', 'name_oz', 'image']).where('id', '=', stats.top.merchant.id).executeTakeFirst()
    : undefined;
  const employee = stats.top.employee
    ? await db
        .selectFrom('app_user')
        .leftJoin('stored_file as photo', 'photo.id', 'app_user.image_id')
        .select(['app_user.id', 'app_user.first_name', 'app_user.last_name', 'app_user.phone', 'photo.id as photo_id', 'photo.guid', 'photo.extension', 'photo.deleted_at'])
        .where('app_user.id', '=', stats.top.employee.id)
        .executeTakeFirst()
    : undefined;
  const salePoint = stats.top.salePoint
    ? await db.selectFrom('sale_point').select(['id', 'name']).where('id', '=', stats.top.salePoint.id).executeTakeFirst()
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
