// Issue 4 item 2: the service worker keeps only the catalogue's shared reference data, never auth, OTP, PIN or any
// answer a user owns.
import { describe, expect, it } from 'vitest';
import { isReferenceData } from '../../../sw/reference-data.ts';

const get = (path: string) => ({ method: 'GET', url: `https://portal.test${path}` });

describe('the reference data the service worker caches', () => {
  it.each([
    '/api/agent/v1/province',
    '/api/agent/v1/district/by-province/10',
    '/api/agent/v1/region/m-1',
    '/api/agent/v1/region/m-1/r-2',
    '/api/agent/v1/agent-merchant/options/m-1',
  ])('keeps %s', (path) => expect(isReferenceData(get(path))).toBe(true));

  it.each([
    '/api/agent/v1/otp/confirm-otp',
    '/api/agent/v1/auth/check-password',
    '/api/agent/v1/profile',
    '/api/agent/v1/setting/all',
    '/api/agent/v1/balance',
    '/api/agent/v1/invoice/i-1',
    '/api/agent/v1/agent-merchant/m-1',
    '/api/agent/v1/province?lang=ru',
  ])('never keeps %s', (path) => expect(isReferenceData(get(path))).toBe(false));

  it('never keeps a POST, even to a reference path', () => {
    expect(isReferenceData({ method: 'POST', url: 'https://portal.test/api/agent/v1/province' })).toBe(false);
  });
});
