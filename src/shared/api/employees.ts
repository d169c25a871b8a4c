// spec 03 §2 Employees, §5 and §7: the owner adds, changes, deactivates, deletes its employees and resets their PINs.
// The list (`POST /v1/employee/pageable`) and the Employee shape live with the sale points' assignment step.
import * as v from 'valibot';
import { STATUSES } from '../enums.ts';
import { localPhoneDigits, MAX_NAME_LENGTH, maxLength, requiredString } from '../validation.ts';
import { defineCall } from './contract.ts';
import { employee } from './sale-points.ts';

/** spec 03 §5: salePointIds is an array of non-empty strings (an empty array assigns no point). */
const salePointIds = v.pipe(
  v.array(requiredString(100), 'required'),
  v.maxLength(500, 'max_items:500'),
  v.transform((ids) => [...new Set(ids)]),
);

/** The wire form 998XXXXXXXXX of the 9 local digits (or the 12 digits) typed in the +998 mask. */
const employeePhone = () => v.pipe(localPhoneDigits(), v.transform((local) => `998${local}`));

const names = { firstName: requiredString(MAX_NAME_LENGTH), lastName: requiredString(MAX_NAME_LENGTH) };

const createEmployeeBody = v.object({
    phone: employeePhone(),
    ...names,
    // An empty id is no photo.
    imageId: v.optional(v.nullable(v.pipe(v.string(), maxLength(100), v.transform((id) => id.trim() || null))), null),
    active: v.optional(v.boolean(), true),
    salePointIds: v.optional(salePointIds, []),
});
export type CreateEmployeeInput = v.InferInput<typeof createEmployeeBody>;

export const createEmployee = defineCall({ method: 'POST', path: '/v1/employee', body: createEmployeeBody, answer: employee });

const updateEmployeeBody = v.object({
    id: requiredString(100),
    ...names,
    phone: employeePhone(),
    image: v.optional(v.nullable(v.object({ id: requiredString(100), url: v.pipe(v.string(), maxLength(1000)) })), null),
    status: v.picklist(STATUSES, 'required'),
    salePointIds,
});
export type UpdateEmployeeInput = v.InferInput<typeof updateEmployeeBody>;

export const updateEmployee = defineCall({ method: 'PUT', path: '/v1/employee', body: updateEmployeeBody, answer: employee });

const byId = v.object({ id: v.pipe(v.string(), maxLength(100)) });

export const getEmployee = defineCall({ method: 'GET', path: '/v1/employee/:id', params: byId, answer: employee });

export const deleteEmployee = defineCall({
  method: 'DELETE',
  path: '/v1/employee/:id',
  params: byId,
  answer: v.object({ id: v.string() }),
});

/** Clears the employee's PIN: it sets a new one at its next sign-in (spec 01 §2.3), and its sessions end. */
export const resetEmployeePin = defineCall({
  method: 'GET',
  path: '/v1/employee/reset-password/:id',
  params: byId,
  answer: employee,
});

/** spec 03 §7 leaves the employee phone change's path unshown: the owner moves the account to a new number. */
export const changeEmployeePhone = defineCall({
  method: 'PUT',
  path: '/v1/employee/change-phone/:id',
  params: byId,
  body: v.object({ phone: employeePhone() }),
  answer: employee,
});
