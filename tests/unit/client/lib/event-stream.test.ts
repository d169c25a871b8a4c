// @vitest-environment jsdom
// The portal's live transport (lib/event-stream.ts): server-sent event blocks read across chunk boundaries, heartbeats
// and malformed data skipped; each opening says since when the stream was closed.
import { describe, expect, it, vi } from 'vitest';
import { followStream, readEvents } from '#client/lib/event-stream.ts';

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

describe('followStream', () => {
  it('tells each opening since when the stream was closed: its start at first, then the break (issue 24 item 6)', async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const controller = new AbortController();
      const opened: number[] = [];
      let calls = 0;
      // The first stream ends at 5 000 (the server went away); the second stays open until the test aborts.
      const open = async () => {
        calls += 1;
        if (calls === 1) {
          vi.setSystemTime(5_000);
          return new Response('event: ready\ndata: {}\n\n');
        }
        return new Response(new ReadableStream({ start: (stream) => controller.signal.addEventListener('abort', () => stream.close()) }));
      };
      const following = followStream(open, 'ticket', { signal: controller.signal, live: { set: () => undefined }, onEvent: () => undefined, onOpen: (since) => opened.push(since) }, 500);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(opened).toEqual([500, 5_000]);
      controller.abort();
      await following;
    } finally {
      vi.useRealTimers();
    }
  });
});
