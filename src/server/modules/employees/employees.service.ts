// spec 03 §3 Employee, as far as sale point assignment needs it (spec 02 §2): the agent's read-only list of its
// business's employees with the sale points each one may work at. Managing employees is a later issue.
import type { PageableBody } from '#shared/api/paging.ts';
import type { Employee, EMPLOYEE_LIST } from '#shared/api/sale-points.ts';
import type { Status } from '#shared/enums.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../../http/auth.ts';
import { pageOf } from '../../http/paging.ts';
import { downloadUrl } from '../files/files.repository.ts';
import { assignmentsOfEmployees, businessEmployees } from './employees.repository.ts';

type Photo = { photo_id: string | null; photo_guid: string | null; photo_extension: string | null; photo_deleted_at: string | null };

/** A user's photo as the contract's `imageRef` (a deleted file still shows, marked deleted, as in the profile). */
export function photoRef(row: Photo): Employee['image'] {
  if (row.photo_id === null || row.photo_guid === null || row.photo_extension === null) return null;
  return {
    id: row.photo_id,
    url: downloadUrl({ guid: row.photo_guid, extension: row.photo_extension }),
    deleted: row.photo_deleted_at !== null,
  };
}

type EmployeeSearchKey = (typeof EMPLOYEE_LIST.search)[number];

const EMPLOYEE_COLUMNS = {
  sort: { modifiedDate: 'modified_at', createdDate: 'created_at', firstName: 'first_name' },
  search: { status: { column: 'status', kind: 'string' }, name: { column: 'search_name', kind: 'string' } },
  defaultSort: { column: 'modified_at', direction: 'desc' },
  tiebreak: 'id',
} as const;

/**
 * The business of an agent acting on its own outlets and staff (spec 02 §6: creating and changing sale points and
 * assigning employees is the agent's alone). These calls are not scoped, so an employee's token reaches them: 403.
 */
export function agentBusinessId(auth: Auth): string {
  if (auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
  if (!auth.businessId) throw new AppError(404, 'business_not_found');
  return auth.businessId;
}

export async function pageEmployees(
  ctx: AppContext,
  auth: Auth,
  body: PageableBody<(typeof EMPLOYEE_LIST.sort)[number], EmployeeSearchKey>,
) {
  const businessId = agentBusinessId(auth);
  let query = businessEmployees(ctx.db, businessId);
  // An employee may work at several points: `salePointId =` keeps those assigned to it, `!=` those who are not.
  for (const filter of body.search) {
    if (filter.key !== 'salePointId' || filter.value === '' || filter.value === null) continue;
    const assigned = ctx.db
      .selectFrom('sale_point_employee')
      .select('user_id')
      .where('sale_point_id', '=', String(filter.value));
    if (filter.operation === '=') query = query.where('id', 'in', assigned);
    else if (filter.operation === '!=') query = query.where('id', 'not in', assigned);
    else throw new AppError(400, 'validation_error', { 'search.salePointId': 'invalid' });
  }
  const search = body.search.filter(
    (filter): filter is typeof filter & { key: Exclude<EmployeeSearchKey, 'salePointId'> } => filter.key !== 'salePointId',
  );
  const page = await pageOf(query, { ...body, search }, EMPLOYEE_COLUMNS);
  const assignments = await assignmentsOfEmployees(ctx.db, page.content.map((row) => row.id));
  return {
    ...page,
    content: page.content.map((row): Employee => {
      const points = assignments.filter((assignment) => assignment.user_id === row.id);
      return {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        fullName: [row.last_name, row.first_name, row.surname].filter(Boolean).join(' '),
        phone: row.phone,
        image: photoRef(row),
        status: row.status as Status,
        salePoint: {
          ids: points.map((point) => point.sale_point_id),
          // The list shows the point's name when there is exactly one, else the count.
          name: points.length === 1 ? points[0]!.name : null,
          count: points.length,
        },
        // Until the employee sets a first PIN, its account's creation is the last change of its credentials.
        passwordChangeDate: row.pin_changed_at ?? row.created_at,
        // The agent the employee works for (its agent number), as the profile's agentId names it.
        agentId: row.agent_number,
        createdDate: row.created_at,
        modifiedDate: row.modified_at,
      };
    }),
  };
}
