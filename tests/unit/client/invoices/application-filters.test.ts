// src/client/features/applications/application-filters.ts: the cancellations tab of the transactions screen keeps
// period, status, number, amount, invoiceNumber and page in the query (spec 02 §2, §5).
import { describe, expect, it } from 'vitest';
import { tashkentDay } from '../../../../src/shared/period.ts';
import {
  applicationFiltersOf,
  applicationFiltersParams,
  applicationListBody,
} from '../../../../src/client/features/applications/application-filters.ts';

const NOW = Date.UTC(2026, 5, 17, 7, 0);
const today = tashkentDay(NOW);

describe('application filters', () => {
  it('round-trip through the query string', () => {
    const query = `period=${today.start}-${today.end}&status=REJECT&number=100001&amount=64000&invoiceNumber=1000013&page=2`;
    const { filters, page } = applicationFiltersOf(new URLSearchParams(query), NOW);
    expect(filters).toEqual({ period: today, status: 'REJECT', number: '100001', amount: '64000', invoiceNumber: '1000013' });
    expect(page).toBe(1);
    expect(applicationFiltersParams(filters, page).toString()).toBe(query);
  });

  it('make the list body with the spec keys, the amount in tiyin and empty filters dropped', () => {
    const filters = { period: today, status: '' as const, number: '100001', amount: '64 000', invoiceNumber: '' };
    expect(applicationListBody(filters, null, 0)).toEqual({
      perPage: 30,
      page: 0,
      sort: { name: 'modifiedDate', direction: 'desc' },
      search: [
        { key: 'applicationNumber', operation: '=', value: '100001' },
        { key: 'amount', operation: '=', value: 6_400_000 },
        { key: 'createdDate', operation: '>=', value: today.start },
        { key: 'createdDate', operation: '<=', value: today.end },
      ],
    });
    expect(applicationListBody(filters, 'sp-2', 0).search).toContainEqual({ key: 'salePointId', operation: '=', value: 'sp-2' });
  });
});
