// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readTicketEvents } from '#client/staff/api/ticket-events.ts';

describe('readTicketEvents', () => {
  it('takes the ticket ids of complete `ticket` events and keeps an unfinished one for the next chunk', () => {
    const first = readTicketEvents('event: ready\ndata: {}\n\nevent: ticket\ndata: {"ticketId":"t1"}\n\nevent: ticket\ndata: {"tick');
    expect(first.ticketIds).toEqual(['t1']);
    const second = readTicketEvents(`${first.rest}etId":"t2"}\n\n`);
    expect(second).toEqual({ ticketIds: ['t2'], rest: '' });
  });

  it('skips malformed events and other event names', () => {
    expect(readTicketEvents('event: ticket\ndata: {oops\n\nevent: ping\ndata: {"ticketId":"x"}\n\n').ticketIds).toEqual([]);
  });
});
