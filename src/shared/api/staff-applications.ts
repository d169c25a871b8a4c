// Cancellation requests under /api/staff (spec 02 §4; finance): the list by status, one request with its invoice's
// history, approval (the refund) and rejection with a reason in three languages.
import * as v from 'valibot';
import { application, APPLICATION_STATUSES } from './applications.ts';
import { defineCall } from './contract.ts';
import { MAX_PAGE, page } from './paging.ts';
import { queryInteger, staffApplicationDetail, threeLanguages } from './staff.ts';

export const listStaffApplications = defineCall({
  method: 'GET',
  path: '/v1/applications',
  query: v.object({
    status: v.optional(v.picklist(APPLICATION_STATUSES, 'invalid')),
    page: v.optional(queryInteger(0, MAX_PAGE), '0'),
    perPage: v.optional(queryInteger(1, 1000), '100'),
  }),
  answer: page(application),
  staff: true,
});
const numberParams = v.object({ number: v.string() });
export const getStaffApplication = defineCall({ method: 'GET', path: '/v1/applications/:number', params: numberParams, answer: staffApplicationDetail, staff: true });
export const approveApplication = defineCall({ method: 'POST', path: '/v1/applications/:number/approve', params: numberParams, answer: v.unknown(), staff: true });
export const rejectionBody = v.object({ title: threeLanguages(500), description: v.optional(v.nullable(threeLanguages(500)), null) });
export const rejectApplication = defineCall({
  method: 'POST',
  path: '/v1/applications/:number/reject',
  params: numberParams,
  body: rejectionBody,
  answer: v.unknown(),
  staff: true,
});
