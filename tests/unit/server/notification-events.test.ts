// Issue 21: a deposit debit tells the owner only when it takes the balance from at or above the threshold to below it.
import { describe, expect, it } from 'vitest';
import { crossesLowAlert } from '../../../src/server/modules/notifications/events.ts';

describe('crossesLowAlert', () => {
  it('is true for the debit that crosses, false before, after and without a threshold', () => {
    expect(crossesLowAlert(1_000, 900, -200)).toBe(true);
    expect(crossesLowAlert(1_000, 800, -200)).toBe(true);
    expect(crossesLowAlert(1_000, 799, -200)).toBe(false);
    expect(crossesLowAlert(1_000, 1_000, -200)).toBe(false);
    expect(crossesLowAlert(1_000, 900, 200)).toBe(false);
    expect(crossesLowAlert(null, 0, -200)).toBe(false);
  });
});
