// Business moderation through the staff API (src/server/staff/moderation.ts and the issue 15 reads): the queue, one
// business with its registry data, bank and scans, approve, send back with a reason, revoke a signature.
import * as v from 'valibot';
import { defineCall } from '#shared/api/contract.ts';
import { staffBusinessDetail, staffBusinessListItem } from '#shared/api/staff.ts';
import { requiredString } from '#shared/validation.ts';

export const listWaitingBusinesses = defineCall({ method: 'GET', path: '/v1/businesses', answer: v.array(staffBusinessListItem) });
const taxParams = v.object({ taxNumber: v.string() });
export const getStaffBusiness = defineCall({ method: 'GET', path: '/v1/businesses/:taxNumber', params: taxParams, answer: staffBusinessDetail });
export const approveBusiness = defineCall({ method: 'POST', path: '/v1/businesses/:taxNumber/approve', params: taxParams, answer: v.unknown() });
export const sendBackForm = v.object({ reason: requiredString(1000) });
export const sendBackBusiness = defineCall({
  method: 'POST',
  path: '/v1/businesses/:taxNumber/reject',
  params: taxParams,
  body: sendBackForm,
  answer: v.unknown(),
});
export const revokeSignature = defineCall({
  method: 'POST',
  path: '/v1/businesses/:taxNumber/revoke-signature',
  params: taxParams,
  answer: v.unknown(),
});
