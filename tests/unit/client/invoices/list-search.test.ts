// src/client/lib/list-search.ts: filters become the pageable `search` list (spec 02 §5).
import { describe, expect, it } from 'vitest';
import { searchOf, sumInputToTiyin } from '../../../../src/client/lib/list-search.ts';

describe('searchOf', () => {
  it('drops empty filters and keeps zero and false', () => {
    expect(
      searchOf([
        ['status', '=', ''],
        ['number', '=', '   '],
        ['amount', '=', null],
        ['salePointId', '=', undefined],
        ['bad', '=', Number.NaN],
        ['count', '=', 0],
        ['flag', '=', false],
      ]),
    ).toEqual([
      { key: 'count', operation: '=', value: 0 },
      { key: 'flag', operation: '=', value: false },
    ]);
  });

  it('trims typed text', () => {
    expect(searchOf([['invoiceNumber', '=', ' 1000015 ']])).toEqual([{ key: 'invoiceNumber', operation: '=', value: '1000015' }]);
  });
});

describe('sumInputToTiyin', () => {
  it('reads so‘m with spaces and a decimal comma or point, sending tiyin', () => {
    expect(sumInputToTiyin('12 500')).toBe(1_250_000);
    expect(sumInputToTiyin('12\u00a0500')).toBe(1_250_000);
    expect(sumInputToTiyin('12500,5')).toBe(1_250_050);
    expect(sumInputToTiyin('0.01')).toBe(1);
  });

  it('gives null for nothing or for what is not an amount', () => {
    expect(sumInputToTiyin('')).toBeNull();
    expect(sumInputToTiyin(null)).toBeNull();
    expect(sumInputToTiyin('abc')).toBeNull();
    expect(sumInputToTiyin('1.234')).toBeNull();
    expect(sumInputToTiyin('-5')).toBeNull();
  });
});
