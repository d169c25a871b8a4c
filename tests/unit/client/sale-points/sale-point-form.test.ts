// src/client/features/sale-points/sale-point-form.ts: the sale point form rules (spec 02 §5) and what it sends.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { SalePoint } from '../../../../src/shared/api/sale-points.ts';
import {
  addressForm,
  createBodyOf,
  formValuesOf,
  locationForm,
  NEW_SALE_POINT,
  salePointForm,
} from '../../../../src/client/features/sale-points/sale-point-form.ts';

/** The first issue of each field, as the form shows it. */
const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  const fields: Record<string, string> = {};
  for (const issue of result.issues ?? []) fields[v.getDotPath(issue) ?? ''] ??= issue.message;
  return fields;
};

describe('the new sale point form', () => {
  it('starts with limit 0, status ACTIVE and the map centre of spec 02 §9', () => {
    expect(NEW_SALE_POINT).toMatchObject({ limit: '0', status: 'ACTIVE', latitude: '41.31685', longitude: '69.23111' });
  });

  it('asks for a name of at least 3 characters, a region and a district', () => {
    expect(issues(salePointForm, NEW_SALE_POINT)).toEqual({ name: 'required', regionId: 'required', districtId: 'required' });
    expect(issues(addressForm, { name: 'ab', regionId: '1', districtId: '2', address: '' })).toEqual({ name: 'min_length:3' });
  });

  it('checks the coordinates and the limit', () => {
    expect(issues(locationForm, { latitude: '91', longitude: 'east' })).toEqual({ latitude: 'max_value:90', longitude: 'invalid' });
    const values = { ...NEW_SALE_POINT, name: 'Kiosk', regionId: '1', districtId: '2', limit: 'many' };
    expect(issues(salePointForm, values)).toEqual({ limit: 'invalid' });
  });

  it('sends numbers: ids, coordinates, and the limit in tiyin', () => {
    const values = { ...NEW_SALE_POINT, name: ' Kiosk ', regionId: '1', districtId: '12', address: '', limit: '1 500 000', latitude: '41,3' };
    const checked = v.parse(salePointForm, values);
    expect(createBodyOf(checked)).toEqual({
      name: 'Kiosk',
      provinceId: 1,
      districtId: 12,
      latitude: 41.3,
      longitude: 69.23111,
      limitSum: 150_000_000,
      address: null,
      status: 'ACTIVE',
      employeeIds: [],
    });
    expect(createBodyOf(v.parse(salePointForm, { ...values, limit: '' })).limitSum).toBe(0);
  });
});

describe('formValuesOf', () => {
  it('shows a stored sale point in the form, the limit in so‘m', () => {
    const salePoint = {
      id: 'sp-1',
      name: 'Chilonzor',
      region: { id: 1, title: { ru: 'Ташкент', uz: 'Toshkent', en: 'Tashkent', oz: 'Тошкент' } },
      district: null,
      address: null,
      location: [41.2, 69.1],
      limit: 150_000_050,
      employees: [],
      countEmployees: 0,
      countTransactions: 0,
      sumTransactions: 0,
      status: 'INACTIVE',
      createdDate: '2026-06-01T00:00:00.000Z',
      modifiedDate: '2026-06-01T00:00:00.000Z',
    } satisfies SalePoint;
    expect(formValuesOf(salePoint)).toEqual({
      name: 'Chilonzor',
      regionId: '1',
      districtId: '',
      address: '',
      latitude: '41.2',
      longitude: '69.1',
      limit: '1 500 000,50',
      status: 'INACTIVE',
    });
  });
});
