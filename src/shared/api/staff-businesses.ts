// Business moderation under /api/staff (issue 5, issue 15 item 4): the queue or the businesses of a status, one
// business with its registry data and scans, approve, send back with a reason, revoke a signature.
import * as v from 'valibot';
import { requiredString } from '../validation.ts';
import { defineCall } from './contract.ts';
import { staffBusinessDetail, staffBusinessesQuery, staffBusinessListItem, staffIdParam } from './staff.ts';

export const listStaffBusinesses = defineCall({
  method: 'GET',
  path: '/v1/businesses',
  query: staffBusinessesQuery,
  answer: v.array(staffBusinessListItem),
  staff: true,
});
const taxParams = v.object({ taxNumber: staffIdParam });
export const getStaffBusiness = defineCall({ method: 'GET', path: '/v1/businesses/:taxNumber', params: taxParams, answer: staffBusinessDetail, staff: true });
export const approveBusiness = defineCall({ method: 'POST', path: '/v1/businesses/:taxNumber/approve', params: taxParams, answer: v.unknown(), staff: true });
export const sendBackBody = v.object({ reason: requiredString(1000) });
export const sendBackBusiness = defineCall({
  method: 'POST',
  path: '/v1/businesses/:taxNumber/reject',
  params: taxParams,
  body: sendBackBody,
  answer: v.unknown(),
  staff: true,
});
export const revokeSignature = defineCall({
  method: 'POST',
  path: '/v1/businesses/:taxNumber/revoke-signature',
  params: taxParams,
  answer: v.unknown(),
  staff: true,
});

/** A stored file (a business's scan) streamed to staff with the bearer header: bytes, not the envelope. */
export const STAFF_FILE_PATH = '/v1/files/:id';
