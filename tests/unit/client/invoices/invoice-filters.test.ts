// src/client/features/invoices/invoice-filters.ts: the transactions filters in the URL and the list body (spec 02 §2,
// §5, §9: today by default, amount ×100, empty filters dropped, 30 a page, newest change first).
import { describe, expect, it } from 'vitest';
import { tashkentDay } from '../../../../src/shared/period.ts';
import {
  invoiceFiltersOf,
  invoiceFiltersParams,
  invoiceListBody,
} from '../../../../src/client/features/invoices/invoice-filters.ts';

const NOW = Date.UTC(2026, 5, 17, 7, 0);
const today = tashkentDay(NOW);

describe('invoice filters', () => {
  it('default to today, no other filter and the first page', () => {
    expect(invoiceFiltersOf(new URLSearchParams(), NOW)).toEqual({
      filters: { period: today, status: '', amount: '', number: '' },
      page: 0,
    });
  });

  it('read the query string, the page counting from 1 there', () => {
    const params = new URLSearchParams(`period=100-200&status=PAID&amount=5000&number=1000015&page=3`);
    expect(invoiceFiltersOf(params, NOW)).toEqual({
      filters: { period: { start: 100, end: 200 }, status: 'PAID', amount: '5000', number: '1000015' },
      page: 2,
    });
  });

  it('ignore an unknown status and a broken page', () => {
    const params = new URLSearchParams('status=LOST&page=zero');
    expect(invoiceFiltersOf(params, NOW).filters.status).toBe('');
    expect(invoiceFiltersOf(params, NOW).page).toBe(0);
  });

  it('write back only what is set', () => {
    const { filters } = invoiceFiltersOf(new URLSearchParams(), NOW);
    expect(invoiceFiltersParams(filters).toString()).toBe(`period=${today.start}-${today.end}`);
    const set = { ...filters, status: 'ERROR' as const, amount: ' 700 ', number: '' };
    expect(invoiceFiltersParams(set, 1).toString()).toBe(`period=${today.start}-${today.end}&status=ERROR&amount=700&page=2`);
  });

  it('make the list body with the amount in tiyin and the sale point when inside one', () => {
    const filters = { period: today, status: 'PAID' as const, amount: '12 500', number: '' };
    expect(invoiceListBody(filters, 'sp-1', 2)).toEqual({
      perPage: 30,
      page: 2,
      sort: { name: 'modifiedDate', direction: 'desc' },
      search: [
        { key: 'status', operation: '=', value: 'PAID' },
        { key: 'amount', operation: '=', value: 1_250_000 },
        { key: 'salePointId', operation: '=', value: 'sp-1' },
        { key: 'createdDate', operation: '>=', value: today.start },
        { key: 'createdDate', operation: '<=', value: today.end },
      ],
    });
  });

  it('leave out the sale point on the business view and an amount that is not a number', () => {
    const body = invoiceListBody({ period: today, status: '', amount: 'abc', number: '42' }, null, 0);
    expect(body.search.map((entry) => entry.key)).toEqual(['invoiceNumber', 'createdDate', 'createdDate']);
  });
});
