// Issue 22 item 5: the Idempotency-Key header as draft-ietf-httpapi-idempotency-key-header has it (an RFC 8941 String)
// and as this API took it before (the bare key); both name the same key.
import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from '../../../src/server/http/idempotency.ts';

const UUID = '8e03978e-40d5-43e8-bc93-6894a57f9324';

describe('idempotencyKeyOf', () => {
  it('reads the structured-field string and the bare key as one key', () => {
    expect(idempotencyKeyOf(`"${UUID}"`)).toBe(UUID);
    expect(idempotencyKeyOf(UUID)).toBe(UUID);
    expect(idempotencyKeyOf(`  "${UUID}"  `)).toBe(UUID);
  });

  it('undoes the two escapes of a string and keeps its spaces', () => {
    expect(idempotencyKeyOf('"a\\"b\\\\c"')).toBe('a"b\\c');
    expect(idempotencyKeyOf('"two words"')).toBe('two words');
  });

  it('refuses what is not one string of 1–255 printable characters', () => {
    for (const value of ['', '"', '""', '"abc', '"abc"x', '"abc";p=1', '"a", "b"', '"a\\x"', '"tab\there"', `"${'k'.repeat(256)}"`, 'k'.repeat(256), 'a b', 'ключ']) {
      expect(idempotencyKeyOf(value), JSON.stringify(value)).toBeNull();
    }
    expect(idempotencyKeyOf(`"${'k'.repeat(255)}"`)).toBe('k'.repeat(255));
  });
});
