import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fileAsBase64, parseSum, sumField } from '#client/staff/amount.ts';

describe('parseSum', () => {
  it('reads whole so‘m and so‘m with tiyin after a dot or a comma', () => {
    expect(parseSum('150000')).toBe(15_000_000);
    expect(parseSum('12,5')).toBe(1_250);
    expect(parseSum('12.05')).toBe(1_205);
  });

  it('ignores the spaces of a grouped number', () => {
    expect(parseSum('1 250 000')).toBe(125_000_000);
    expect(parseSum('1\u00a0000')).toBe(100_000);
  });

  it('refuses zero, negatives, three decimals and words', () => {
    for (const text of ['0', '0,00', '-5', '1.234', 'abc', '', '1e5']) expect(parseSum(text), text).toBeNull();
  });

  it('is what the form field checks', () => {
    expect(v.safeParse(sumField, '').issues?.[0]?.message).toBe('required');
    expect(v.safeParse(sumField, '1.234').issues?.[0]?.message).toBe('invalid');
    expect(v.safeParse(sumField, ' 10 ').success).toBe(true);
  });
});

describe('fileAsBase64', () => {
  it('keeps the name and encodes every byte', async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
    const encoded = await fileAsBase64(new File([bytes], 'act.pdf'));
    expect(encoded.name).toBe('act.pdf');
    expect(Buffer.from(encoded.base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
