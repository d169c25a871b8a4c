// DESIGN §3 paged lists: {perPage, page, sort, search} with whitelisted sort names, search keys and operations.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, page, pageableBody } from '../../../../src/shared/api/paging.ts';
import { issuesToFields } from '../../../../src/shared/validation.ts';

const body = pageableBody({ sort: ['modifiedDate', 'createdDate'], search: ['status', 'name'] });
const fieldsOf = (value: unknown) => {
  const result = v.safeParse(body, value);
  return result.success ? null : issuesToFields(result.issues);
};

describe('pageableBody', () => {
  it('defaults to the first page of 30 with no sort and no filters', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(30);
    expect(v.parse(body, {})).toEqual({ perPage: 30, page: 0, search: [] });
  });

  it('accepts whitelisted sort names and search keys with the five operations', () => {
    const search = ['=', '!=', '>=', '<=', 'like'].map((operation) => ({ key: 'name', operation, value: 'a' }));
    const parsed = v.parse(body, { perPage: 1000, page: 2, sort: { name: 'createdDate' }, search });
    expect(parsed).toMatchObject({ perPage: 1000, page: 2, sort: { name: 'createdDate', direction: 'desc' } });
    expect(parsed.search).toHaveLength(5);
    expect(v.parse(body, { search: [{ key: 'status', operation: '=', value: true }] }).search[0].value).toBe(true);
    expect(v.parse(body, { sort: { name: 'modifiedDate', direction: 'ASC' } }).sort?.direction).toBe('ASC');
  });

  it('refuses an unknown sort name, direction, search key or operation', () => {
    expect(fieldsOf({ sort: { name: 'password' } })).toEqual({ 'sort.name': 'invalid' });
    expect(fieldsOf({ sort: { name: 'createdDate', direction: 'up' } })).toEqual({ 'sort.direction': 'invalid' });
    expect(fieldsOf({ search: [{ key: 'user_id', operation: '=', value: 'x' }] })).toEqual({ 'search.0.key': 'invalid' });
    expect(fieldsOf({ search: [{ key: 'name', operation: 'in', value: 'x' }] })).toEqual({ 'search.0.operation': 'invalid' });
    expect(fieldsOf({ search: [{ key: 'name', operation: '=', value: { $ne: 1 } }] })).toEqual({ 'search.0.value': 'invalid' });
  });

  it('bounds the page size and number', () => {
    expect(fieldsOf({ perPage: 0 })).toEqual({ perPage: 'min_value:1' });
    expect(fieldsOf({ perPage: MAX_PAGE_SIZE + 1 })).toEqual({ perPage: `max_value:${MAX_PAGE_SIZE}` });
    expect(fieldsOf({ page: -1 })).toEqual({ page: 'min_value:0' });
    expect(fieldsOf({ perPage: 1.5 })).toEqual({ perPage: 'invalid' });
  });
});

describe('page', () => {
  const devices = page(v.object({ id: v.string() }));

  it('reads the paged answer of spec 01 §3', () => {
    const answer = { content: [{ id: 'a' }], totalPages: 1, totalElements: 1, number: 0, numberOfElements: 1, size: 30 };
    expect(v.parse(devices, answer)).toEqual(answer);
    expect(v.safeParse(devices, { ...answer, content: [{ id: 1 }] }).success).toBe(false);
    expect(v.safeParse(devices, { content: [] }).success).toBe(false);
  });
});
