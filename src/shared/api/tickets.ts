// spec 03 Tickets and §7: support tickets with a chat, for the owner of an active business only (spec 03 §6).
import * as v from 'valibot';
import { FILE_TYPES } from '../enums.ts';
import { defineCall } from './contract.ts';
import { page, pageableBody } from './paging.ts';
import { maxLength } from '../validation.ts';

/** spec 03 §9: tickets 30 a page, chat messages 30 a page. */
export const TICKETS_PAGE_SIZE = 30;
export const TICKET_MESSAGES_PAGE_SIZE = 30;
/** spec 03 §5: the chat attachment limit in KB, compared as size above 1000 times the limit. */
export const TICKET_ATTACHMENT_LIMIT_KB = 2048;
export const isAttachmentTooLarge = (size: number) => size > TICKET_ATTACHMENT_LIMIT_KB * 1000;
/** The longest chat message. */
export const TICKET_TEXT_MAX = 2000;

export const TICKET_STATUSES = ['OPEN', 'CLOSE'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_MESSAGE_TYPES = ['AGENT', 'ADMIN'] as const;
export type TicketMessageType = (typeof TICKET_MESSAGE_TYPES)[number];

const titles = v.object({ uz: v.string(), ru: v.string(), en: v.string(), oz: v.optional(v.string()) });

export const ticketSubject = v.object({ id: v.string(), title: titles });
export type TicketSubject = v.InferOutput<typeof ticketSubject>;

export const ticket = v.object({
  id: v.string(),
  /** The last message's text, else its file's name; null before the first message. */
  title: v.nullable(v.string()),
  number: v.number(),
  hasUnReadMessage: v.boolean(),
  subject: ticketSubject,
  status: v.picklist(TICKET_STATUSES),
  closedDate: v.nullable(v.string()),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type Ticket = v.InferOutput<typeof ticket>;

const person = {
  id: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  surname: v.nullable(v.string()),
  image: v.nullable(v.string()),
};

export const ticketMessage = v.object({
  id: v.string(),
  ticketId: v.string(),
  readTime: v.nullable(v.string()),
  text: v.nullable(v.string()),
  agent: v.nullable(v.object(person)),
  admin: v.nullable(v.object({ ...person, username: v.string() })),
  file: v.nullable(v.object({ id: v.string(), name: v.string(), size: v.number(), type: v.picklist(FILE_TYPES), url: v.string() })),
  status: v.picklist(TICKET_STATUSES),
  type: v.picklist(TICKET_MESSAGE_TYPES),
  createdDate: v.string(),
});
export type TicketMessage = v.InferOutput<typeof ticketMessage>;

/** The quick search filters by the subject's title in the current language (spec 03 §7). */
export const TICKET_LIST = {
  sort: ['modifiedDate', 'createdDate', 'number'],
  search: ['ticketSubject.title.uz', 'ticketSubject.title.ru', 'ticketSubject.title.en', 'status', 'number'],
} as const;
export const TICKET_MESSAGE_LIST = { sort: ['createdDate'], search: ['ticketId'] } as const;

const id = v.pipe(v.string('required'), v.nonEmpty('required'), maxLength(64));

export const listTickets = defineCall({ method: 'POST', path: '/v1/ticket/pageable', body: pageableBody(TICKET_LIST), answer: page(ticket) });

export const getTicket = defineCall({ method: 'GET', path: '/v1/ticket/:id', params: v.object({ id }), answer: ticket });

export const createTicket = defineCall({ method: 'POST', path: '/v1/ticket', body: v.object({ ticketSubjectId: id }), answer: ticket });

export const listTicketSubjects = defineCall({ method: 'GET', path: '/v1/ticket-subject/all', answer: v.array(ticketSubject) });

export const listTicketMessages = defineCall({
  method: 'POST',
  path: '/v1/ticket-message/pageable',
  body: pageableBody(TICKET_MESSAGE_LIST),
  answer: page(ticketMessage),
});

/** A message: trimmed text, a file, or both (spec 03 §5). Idempotent, so the outbox sends it once (DESIGN §6). */
export const sendTicketMessage = defineCall({
  method: 'POST',
  path: '/v1/ticket-message',
  idempotent: true,
  body: v.object({
    ticketId: id,
    text: v.optional(v.nullable(v.pipe(v.string(), v.trim(), maxLength(TICKET_TEXT_MAX))), null),
    fileId: v.optional(v.nullable(id), null),
  }),
  answer: v.object({ ticketId: v.string(), text: v.nullable(v.string()), fileId: v.nullable(v.string()) }),
});

export const readTicketMessage = defineCall({
  method: 'POST',
  path: '/v1/ticket-message/read/:id',
  params: v.object({ id }),
  answer: ticketMessage,
});

/** Server-sent events of the owner's tickets: `event: ticket` with `{ticketId}` whenever one changes. */
export const TICKET_EVENTS_PATH = '/v1/ticket/events';
