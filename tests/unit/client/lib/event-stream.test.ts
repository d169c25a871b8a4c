// @vitest-environment jsdom
// The portal's live transport (lib/event-stream.ts): server-sent event blocks read across chunk boundaries, heartbeats
// and malformed data skipped.
import { describe, expect, it } from 'vitest';
import { readEvents } from '#client/lib/event-stream.ts';

describe('readEvents', () => {
  it('reads whole blocks and keeps a partial one for the next chunk', () => {
    const first = readEvents('retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\nevent: notification\ndata: {"id":"a","ki');
    expect(first.events).toEqual([{ event: 'ready', data: {} }]);
    const second = readEvents(`${first.rest}nd":"support_answer"}\n\n`);
    expect(second).toEqual({ events: [{ event: 'notification', data: { id: 'a', kind: 'support_answer' } }], rest: '' });
  });

  it('skips malformed data', () => {
    expect(readEvents('event: notification\ndata: {oops\n\n').events).toEqual([]);
  });

  it('reads the staff ticket stream: whole `ticket` blocks across chunks, other names kept by name for the caller to skip', () => {
    const first = readEvents('event: ready\ndata: {}\n\nevent: ticket\ndata: {"ticketId":"t1"}\n\nevent: ticket\ndata: {"tick');
    expect(first.events).toEqual([
      { event: 'ready', data: {} },
      { event: 'ticket', data: { ticketId: 't1' } },
    ]);
    const second = readEvents(`${first.rest}etId":"t2"}\n\n`);
    expect(second).toEqual({ events: [{ event: 'ticket', data: { ticketId: 't2' } }], rest: '' });
    expect(readEvents('event: ticket\ndata: {oops\n\nevent: ping\ndata: {"ticketId":"x"}\n\n').events).toEqual([{ event: 'ping', data: { ticketId: 'x' } }]);
  });
});
