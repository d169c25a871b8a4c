// Support tickets through the staff API (src/server/staff/tickets.ts): the inbox with unread counts, a conversation,
// an answer with an optional attachment (uploaded through the staff file route), closing.
import * as v from 'valibot';
import { defineCall } from '#shared/api/contract.ts';
import { storedFile } from '#shared/api/files.ts';
import { staffTicket } from '#shared/api/staff.ts';
import { ticket, ticketMessage, TICKET_TEXT_MAX } from '#shared/api/tickets.ts';
import { staffAnswer, staffFetch, staffUrl } from './client.ts';

export const listStaffTickets = defineCall({ method: 'GET', path: '/v1/tickets', answer: v.array(staffTicket) });
const numberParams = v.object({ number: v.number() });
export const readStaffTicket = defineCall({
  method: 'GET',
  path: '/v1/tickets/:number',
  params: numberParams,
  answer: v.object({ ticket, messages: v.array(ticketMessage) }),
});
export const answerForm = v.object({ text: v.pipe(v.string(), v.trim(), v.maxLength(TICKET_TEXT_MAX, `max_length:${TICKET_TEXT_MAX}`)) });
export const answerTicket = defineCall({
  method: 'POST',
  path: '/v1/tickets/:number/messages',
  params: numberParams,
  body: v.object({ text: v.nullable(v.string()), fileId: v.nullable(v.string()), admin: v.string() }),
  answer: ticket,
});
export const closeTicket = defineCall({ method: 'POST', path: '/v1/tickets/:number/close', params: numberParams, answer: ticket });

/** An attachment for an answer, stored by the staff file route under the chat's rules. */
export async function uploadStaffFile(file: File): Promise<v.InferOutput<typeof storedFile>> {
  const form = new FormData();
  form.append('file', file);
  return staffAnswer(await staffFetch(staffUrl('/v1/file'), { method: 'POST', body: form }), storedFile);
}
