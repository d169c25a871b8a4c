// Issue 22 item 3: what an error report may not carry is scrubbed before it is sent, on every side.
import { describe, expect, it } from 'vitest';
import { FILTERED, scrubEvent, scrubText } from '#shared/scrub.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('scrubText', () => {
  it.each([
    ['phone 998901234567 failed', 'phone 998901234567'],
    ['sms to +998 90 123 45 67 failed', '+998 90 123 45 67'],
    ['sms to (90) 123-45-67 failed', '123-45-67'],
    ['card 8600 1234 5678 9012 declined', '8600 1234 5678 9012'],
    ['card 9860123456789012 declined', '9860123456789012'],
    [`token ${JWT} rejected`, JWT],
    ['Authorization: Bearer abc.def-ghi', 'abc.def-ghi'],
    ['GET /api/dev/v1/sms?phone=998900000001&x=1', '998900000001'],
    ['{"pin":"111111","ok":true}', '111111'],
    ['wrong code: 123456', '123456'],
    ['refresh_token=Zm9vYmFy', 'Zm9vYmFy'],
  ])('%s', (text, secret) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(FILTERED);
  });

  it('keeps ids, times, amounts and versions', () => {
    const text = 'invoice 01900000-0000-7000-8000-000000000101 of 2026-11-28T21:45:00.123Z, 12 500 000 tiyin, v1.21.19, 127.0.0.1';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubEvent', () => {
  it('clears secret keys at any depth and scrubs every string, leaving the SDK ids whole', () => {
    const event = {
      event_id: 'c0ffee99887766554433221100c0ffee',
      release: '1.21.19',
      message: 'pay failed for 998901234567',
      exception: { values: [{ type: 'Error', value: `card 8600123456789012 token ${JWT}`, stacktrace: { frames: [{ lineno: 12, function: 'pay' }] } }] },
      request: { url: '/api/agent/v1/pay?pin=1234', headers: { authorization: `Bearer ${JWT}`, 'user-agent': 'Chrome' }, data: { phone: '998901234567', pin: 111111, code: '123456', cardNumber: '8600123456789012' } },
      extra: { statusCode: 500, nested: [{ refreshToken: 'abc' }, { idempotencyKey: 'k-1' }], card: { number: '8600123456789012' } },
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    for (const secret of ['998901234567', '8600123456789012', JWT, '111111', '123456', 'pin=1234', '"abc"', 'k-1']) expect(text).not.toContain(secret);
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.release).toBe('1.21.19');
    expect(scrubbed.request.headers['user-agent']).toBe('Chrome');
    expect(scrubbed.request.headers.authorization).toBe(FILTERED);
    expect(scrubbed.extra.statusCode).toBe(500);
    expect(scrubbed.exception.values[0]!.stacktrace.frames[0]).toEqual({ lineno: 12, function: 'pay' });
    expect(scrubbed.extra.card).toBe(FILTERED);
    // The original is not changed.
    expect(event.request.data.phone).toBe('998901234567');
  });

  it('survives cycles', () => {
    const event: Record<string, unknown> = { message: 'x' };
    event.self = event;
    expect(scrubEvent(event)).toEqual({ message: 'x', self: FILTERED });
  });
});
