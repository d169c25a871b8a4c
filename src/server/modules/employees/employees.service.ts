// spec 03 §2 Employees: the owner's list of its business's employees with the sale points each one may work at, and
// adding, changing, deactivating, deleting them, resetting their PINs and moving them to a new phone (§4, §5, §7).
// An employee added here has no PIN: it sets one at its first sign-in (spec 01 §2.3, auth.service setFirstPin).
import type { PageableBody } from '#shared/api/paging.ts';
import type { Employee, EMPLOYEE_LIST } from '#shared/api/sale-points.ts';
import type { Status } from '#shared/enums.ts';
import { tashkentDay } from '#shared/period.ts';
import { uuidv7 } from 'uuidv7';
import type { AppContext, Auth } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ownerBusinessId } from '../business/business-of.ts';
import { pageOf } from '../../http/paging.ts';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import { requireWorkingBusiness } from '../business/working.ts';
import { downloadUrl, findFile } from '../files/files.repository.ts';
import { findUserByPhone, insertUser, updateUser } from '../users/users.repository.ts';
import {
  assignmentsOfEmployees,
  businessEmployees,
  employeeIdsOfSalePoint,
  paidSumByUser,
  replaceEmployeeAssignments,
  salePointIdsOfBusiness,
} from './employees.repository.ts';

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
 * The business of an agent acting on its own outlets and staff (spec 02 §6, spec 03 §6: creating and changing sale
 * points and managing employees is the agent's alone). These calls are not scoped, so an employee's token reaches
 * them: 403.
 */

/** ownerBusinessId, for a change: a frozen business (no valid signature) changes no staff (issue 25, decision 150). */
async function workingAgentBusinessId(ctx: AppContext, auth: Auth): Promise<string> {
  const businessId = ownerBusinessId(auth);
  await requireWorkingBusiness(ctx.db, businessId);
  return businessId;
}

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof businessEmployees>['execute']>>[number];

/** The contract's Employee of listed rows, with their sale points and today's takings. */
async function answerEmployees(ctx: AppContext, rows: EmployeeRow[]): Promise<Employee[]> {
  const ids = rows.map((row) => row.id);
  const assignments = await assignmentsOfEmployees(ctx.db, ids);
  const today = tashkentDay(ctx.clock.now().getTime());
  const sums = await paidSumByUser(ctx.db, ids, { from: new Date(today.start).toISOString(), to: new Date(today.end).toISOString() });
  return rows.map((row): Employee => {
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
      todayAmount: sums.get(row.id) ?? 0,
      // Until the employee sets a first PIN, its account's creation is the last change of its credentials.
      passwordChangeDate: row.pin_changed_at ?? row.created_at,
      // The agent the employee works for (its agent number), as the profile's agentId names it.
      agentId: row.agent_number,
      createdDate: row.created_at,
      modifiedDate: row.modified_at,
    };
  });
}

export async function pageEmployees(
  ctx: AppContext,
  auth: Auth,
  body: PageableBody<(typeof EMPLOYEE_LIST.sort)[number], EmployeeSearchKey>,
) {
  const businessId = ownerBusinessId(auth);
  let query = businessEmployees(ctx.db, businessId);
  // An employee may work at several points: `salePointId =` keeps those assigned to it, `!=` those who are not.
  for (const filter of body.search) {
    if (filter.key !== 'salePointId' || filter.value === '' || filter.value === null) continue;
    const assigned = employeeIdsOfSalePoint(ctx.db, String(filter.value));
    if (filter.operation === '=') query = query.where('id', 'in', assigned);
    else if (filter.operation === '!=') query = query.where('id', 'not in', assigned);
    else throw new AppError(400, 'validation_error', { 'search.salePointId': 'invalid' });
  }
  const search = body.search.filter(
    (filter): filter is typeof filter & { key: Exclude<EmployeeSearchKey, 'salePointId'> } => filter.key !== 'salePointId',
  );
  const page = await pageOf(query, { ...body, search }, EMPLOYEE_COLUMNS);
  return { ...page, content: await answerEmployees(ctx, page.content) };
}

/** One employee of the agent's business, or 404 employee_not_found (another business's looks the same). */
export async function employeeById(ctx: AppContext, auth: Auth, id: string): Promise<Employee> {
  const businessId = ownerBusinessId(auth);
  const row = await businessEmployees(ctx.db, businessId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'employee_not_found');
  return (await answerEmployees(ctx, [row]))[0]!;
}

async function checkSalePoints(db: Executor, businessId: string, salePointIds: string[]): Promise<string[]> {
  const found = await salePointIdsOfBusiness(db, businessId, salePointIds);
  if (found.length !== salePointIds.length) throw new AppError(404, 'sale_point_not_found');
  return salePointIds;
}

/** spec 03 §8: the owner's own number, or a number any other account (owner or employee) signs in with. */
async function checkFreePhone(db: Executor, auth: Auth, phone: string, employeeId: string | null): Promise<void> {
  const holder = await findUserByPhone(db, phone);
  if (!holder || holder.id === employeeId) return;
  if (holder.id === auth.userId) throw new AppError(409, 'this_phone_number_is_already_assigned_to_your_account');
  throw new AppError(409, 'phone_is_exists');
}

/** A photo the owner (or the employee itself) uploaded. */
async function checkPhoto(db: Executor, auth: Auth, imageId: string | null, employeeId: string | null): Promise<void> {
  if (!imageId) return;
  const file = await findFile(db, imageId);
  if (!file || (file.owner_id !== null && file.owner_id !== auth.userId && file.owner_id !== employeeId)) {
    throw new AppError(404, 'file_not_found');
  }
}

async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Two owners adding the same phone at once: the second insert meets the unique index.
    if (error instanceof AppError) throw error;
    if (/unique|duplicate/i.test(String((error as Error).message))) throw new AppError(409, 'phone_is_exists');
    throw error;
  }
}

export async function addEmployee(
  ctx: AppContext,
  auth: Auth,
  input: { phone: string; firstName: string; lastName: string; imageId: string | null; active: boolean; salePointIds: string[] },
): Promise<Employee> {
  const businessId = await workingAgentBusinessId(ctx, auth);
  await checkFreePhone(ctx.db, auth, input.phone, null);
  await checkPhoto(ctx.db, auth, input.imageId, null);
  const salePointIds = await checkSalePoints(ctx.db, businessId, input.salePointIds);
  const id = uuidv7();
  const now = ctx.clock.now().toISOString();
  await unique(() =>
    ctx.db.transaction().execute(async (tx) => {
      await insertUser(tx, {
        id,
        phone: input.phone,
        role: 'EMPLOYEE',
        agent_number: null,
        first_name: input.firstName,
        last_name: input.lastName,
        surname: null,
        email: null,
        image_id: input.imageId,
        pin_hash: null,
        pin_changed_at: null,
        failed_pin_count: 0,
        locked_until: null,
        business_id: businessId,
        active: input.active ? 1 : 0,
        deleted_at: null,
        created_at: now,
        modified_at: now,
      });
      await replaceEmployeeAssignments(tx, id, salePointIds);
    }),
  );
  return employeeById(ctx, auth, id);
}

export async function saveEmployee(
  ctx: AppContext,
  auth: Auth,
  input: {
    id: string;
    firstName: string;
    lastName: string;
    phone: string;
    image: { id: string } | null;
    status: Status;
    salePointIds: string[];
  },
): Promise<Employee> {
  const businessId = await workingAgentBusinessId(ctx, auth);
  const current = await employeeById(ctx, auth, input.id);
  if (input.phone !== current.phone) await checkFreePhone(ctx.db, auth, input.phone, current.id);
  const imageId = input.image?.id ?? null;
  if (imageId !== current.image?.id) await checkPhoto(ctx.db, auth, imageId, current.id);
  const salePointIds = await checkSalePoints(ctx.db, businessId, input.salePointIds);
  const now = ctx.clock.now();
  // A new phone or a deactivation ends the employee's sessions: it signs in again (with the new number), or not at all.
  const endsSessions = input.phone !== current.phone || (input.status === 'INACTIVE' && current.status === 'ACTIVE');
  await unique(() =>
    ctx.db.transaction().execute(async (tx) => {
      await updateUser(tx, current.id, {
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
        image_id: imageId,
        active: input.status === 'ACTIVE' ? 1 : 0,
      });
      await replaceEmployeeAssignments(tx, current.id, salePointIds);
      if (endsSessions) await revokeUserSessions(tx, current.id, now);
    }),
  );
  if (endsSessions) ctx.liveSessions.forget();
  return employeeById(ctx, auth, current.id);
}

/** The phone change of spec 03 §2 /general: the employee signs in with the new number from now on. */
export async function changeEmployeePhone(ctx: AppContext, auth: Auth, id: string, phone: string): Promise<Employee> {
  await workingAgentBusinessId(ctx, auth);
  const current = await employeeById(ctx, auth, id);
  if (phone === current.phone) throw new AppError(409, 'this_phone_number_is_already_assigned_to_your_account');
  await checkFreePhone(ctx.db, auth, phone, current.id);
  await unique(() =>
    ctx.db.transaction().execute(async (tx) => {
      await updateUser(tx, current.id, { phone });
      await revokeUserSessions(tx, current.id, ctx.clock.now());
    }),
  );
  ctx.liveSessions.forget();
  return employeeById(ctx, auth, current.id);
}

/** Clears the PIN (the employee sets a new one at its next sign-in) and ends its sessions. */
export async function resetEmployeePin(ctx: AppContext, auth: Auth, id: string): Promise<Employee> {
  await workingAgentBusinessId(ctx, auth);
  const current = await employeeById(ctx, auth, id);
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, current.id, {
      pin_hash: null,
      pin_changed_at: ctx.clock.now().toISOString(),
      failed_pin_count: 0,
      locked_until: null,
    });
    await revokeUserSessions(tx, current.id, ctx.clock.now());
  });
  ctx.liveSessions.forget();
  return employeeById(ctx, auth, current.id);
}

/**
 * Deletes an employee: its payments stay (they name it), so the row stays, inactive and marked deleted, without
 * its sale points and with its phone freed for a new account; its sessions end at once.
 */
export async function removeEmployee(ctx: AppContext, auth: Auth, id: string): Promise<{ id: string }> {
  await workingAgentBusinessId(ctx, auth);
  const current = await employeeById(ctx, auth, id);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, current.id, { active: 0, deleted_at: now.toISOString(), phone: `deleted:${current.id}` });
    await replaceEmployeeAssignments(tx, current.id, []);
    await revokeUserSessions(tx, current.id, now);
  });
  ctx.liveSessions.forget();
  return { id: current.id };
}
