// The staff console's own account calls under /api/staff (issue 15 items 1 and 2): sign-in with a password and a
// TOTP code, token rotation, sign-out, the signed-in user; staff users and the audit trail (admin).
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import {
  auditPage,
  staffAuditQuery,
  staffCreatedUser,
  staffCreateUserBody,
  staffIdParam,
  staffRefreshBody,
  staffSecondFactor,
  staffSession,
  staffSignInBody,
  staffUpdateUserBody,
  staffUser,
} from './staff.ts';

export const staffSignIn = defineCall({ method: 'POST', path: '/v1/auth/sign-in', body: staffSignInBody, answer: staffSession, staff: true, public: true });
export const staffRefresh = defineCall({ method: 'POST', path: '/v1/auth/refresh', body: staffRefreshBody, answer: staffSession, staff: true, public: true });
export const staffSignOut = defineCall({ method: 'POST', path: '/v1/auth/sign-out', answer: v.object({}), staff: true });
export const staffMe = defineCall({ method: 'GET', path: '/v1/me', answer: staffUser, staff: true });

export const listStaffUsers = defineCall({ method: 'GET', path: '/v1/users', answer: v.array(staffUser), staff: true });
export const createStaffUser = defineCall({ method: 'POST', path: '/v1/users', body: staffCreateUserBody, answer: staffCreatedUser, staff: true });
const idParams = v.object({ id: staffIdParam });
export const updateStaffUser = defineCall({ method: 'PUT', path: '/v1/users/:id', params: idParams, body: staffUpdateUserBody, answer: staffUser, staff: true });
export const resetSecondFactor = defineCall({
  method: 'POST',
  path: '/v1/users/:id/reset-second-factor',
  params: idParams,
  answer: staffSecondFactor,
  staff: true,
});

export const listAudit = defineCall({ method: 'GET', path: '/v1/audit', query: staffAuditQuery, answer: auditPage, staff: true });
