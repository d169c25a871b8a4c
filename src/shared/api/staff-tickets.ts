// Support under /api/staff (spec 03, DESIGN §4; support): the inbox with unread counts, a conversation, an answer
// with an optional attachment, closing; and the live changes of every business's tickets.
import * as v from 'valibot';
import { maxLength, MAX_NAME_LENGTH } from '../validation.ts';
import { defineCall } from './contract.ts';
import { staffTicket } from './staff.ts';
import { ticket, ticketMessage, TICKET_STATUSES, TICKET_TEXT_MAX } from './tickets.ts';

export const listStaffTickets = defineCall({
  method: 'GET',
  path: '/v1/tickets',
  query: v.object({ status: v.optional(v.picklist(TICKET_STATUSES, 'invalid')) }),
  answer: v.array(staffTicket),
  staff: true,
});
/** A ticket's number as typed in the address; one that is no number is a ticket not found (404), not a bad request. */
const numberParams = v.object({ number: v.string() });
export const readStaffTicket = defineCall({
  method: 'GET',
  path: '/v1/tickets/:number',
  params: numberParams,
  answer: v.object({ ticket, messages: v.array(ticketMessage) }),
  staff: true,
});
export const answerText = v.pipe(v.string(), v.trim(), maxLength(TICKET_TEXT_MAX));
export const answerBody = v.object({
  text: v.optional(v.nullable(answerText), null),
  fileId: v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty('required'), maxLength(64))), null),
  /** The name the owner sees: by default the staff user's, or "Support" for the service account. */
  admin: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('required'), maxLength(MAX_NAME_LENGTH))),
});
export const answerTicket = defineCall({
  method: 'POST',
  path: '/v1/tickets/:number/messages',
  params: numberParams,
  body: answerBody,
  answer: ticket,
  staff: true,
});
export const closeTicket = defineCall({ method: 'POST', path: '/v1/tickets/:number/close', params: numberParams, answer: ticket, staff: true });

/**
 * GET /api/staff/v1/tickets/events: server-sent events of every business's tickets, the portal's transport (bearer
 * in the Authorization header, read with fetch): `event: ready`, then `event: ticket` with `{ticketId}` per change.
 */
export const STAFF_TICKET_EVENTS_PATH = '/v1/tickets/events';
/** POST /api/staff/v1/file: a multipart attachment stored under the chat's rules (an answer's file, a news image). */
export const STAFF_UPLOAD_PATH = '/v1/file';
