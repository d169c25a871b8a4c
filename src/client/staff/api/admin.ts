// Staff users and the audit trail through the staff API (issue 15 contract; admin only).
import * as v from 'valibot';
import { defineCall } from '#shared/api/contract.ts';
import { auditPage, staffCreatedUser, staffCreateUserBody, staffSecondFactor, staffUpdateUserBody, staffUser } from '#shared/api/staff.ts';

export const listStaffUsers = defineCall({ method: 'GET', path: '/v1/users', answer: v.array(staffUser) });
export const createStaffUser = defineCall({ method: 'POST', path: '/v1/users', body: staffCreateUserBody, answer: staffCreatedUser });
const idParams = v.object({ id: v.string() });
export const updateStaffUser = defineCall({ method: 'PUT', path: '/v1/users/:id', params: idParams, body: staffUpdateUserBody, answer: v.unknown() });
export const resetSecondFactor = defineCall({
  method: 'POST',
  path: '/v1/users/:id/reset-second-factor',
  params: idParams,
  answer: staffSecondFactor,
});

export const AUDIT_PAGE_SIZE = 30;
/** The audit filters as typed in the form; `from` and `to` are Tashkent days (YYYY-MM-DD), sent as epoch ms. */
export type AuditFilter = { staffUserId: string; action: string; objectType: string; objectId: string; from: string; to: string };
export const listAudit = defineCall({
  method: 'GET',
  path: '/v1/audit',
  query: v.object({
    staffUserId: v.optional(v.string()),
    action: v.optional(v.string()),
    objectType: v.optional(v.string()),
    objectId: v.optional(v.string()),
    from: v.optional(v.number()),
    to: v.optional(v.number()),
    page: v.number(),
    perPage: v.number(),
  }),
  answer: auditPage,
});
