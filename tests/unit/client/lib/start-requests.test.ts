// @vitest-environment jsdom
// A signed-in start's API requests (issue 24 item 6): index.html's start script sends them before the app's code has
// arrived, and the app's first request of each takes that response instead of asking again: once, and only the same
// request with the same token and language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBalance } from '#shared/api/balance.ts';
import { getProfile } from '#shared/api/profile.ts';
import { ALL_SALE_POINTS, getSalePoint, listSalePoints } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { replaceTokens, setRole } from '#client/lib/session.ts';
import { START_REQUESTS_GLOBAL } from '#client/lib/start-requests.ts';
import { STORAGE_KEYS } from '#client/lib/storage.ts';
import { startScript } from '../../../../build/signed-in-start-preload.ts';
import { json, profileOf, stubSignedInFetch } from './fetch-stub.ts';

const fetchMock = stubSignedInFetch();
const POINT = '01900000-0000-7000-8000-000000000101';
const profile = profileOf('Aziz');
const balance = { balance: 1000, recommendedAmount: 0, hasNewMessageForAgent: false };

/** Runs the start script index.html carries, on `pathname`, as the browser would. */
function start(pathname: string) {
  window.history.replaceState(null, '', pathname);
  window.eval(startScript(() => []));
}

const sent = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url as string}`);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.locale, JSON.stringify('uz'));
});
afterEach(() => {
  localStorage.removeItem(STORAGE_KEYS.locale);
  delete (window as unknown as Record<string, unknown>)[START_REQUESTS_GLOBAL];
});

describe('the start script', () => {
  it('asks for the profile at any signed-in start, with the stored token and language', () => {
    fetchMock.mockResolvedValue(json(200, { data: profile }));
    start('/deposit');
    expect(sent()).toEqual(['GET /api/agent/v1/profile']);
    const headers = (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;
    expect(headers).toMatchObject({ Authorization: 'Bearer access-1', 'Accept-Language': 'uz' });
  });

  it('asks for the sale point, the balance and the sale points on the workspace, an employee under its own base', () => {
    setRole('EMPLOYEE');
    fetchMock.mockResolvedValue(json(200, { data: profile }));
    start(`/sale-points/${POINT}`);
    expect(sent()).toEqual([
      'GET /api/agent/v1/profile',
      `GET /api/employee/v1/sale-point/${POINT}`,
      'GET /api/employee/v1/business/balance',
      'POST /api/employee/v1/sale-point/pageable',
    ]);
    expect(JSON.parse((fetchMock.mock.calls[3]![1] as RequestInit).body as string)).toEqual(ALL_SALE_POINTS);
  });

  it('asks for nothing signed out', () => {
    localStorage.removeItem(STORAGE_KEYS.session);
    start(`/sale-points/${POINT}`);
    expect(sent()).toEqual([]);
  });
});

describe('the files the start script asks for', () => {
  /** The start script with each module's file named after the module. */
  const startNamed = (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    window.eval(startScript((modules) => modules.map((module) => `/${module}`)));
  };
  const preloaded = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
  const SIGN_IN_SCREEN = '/src/client/features/auth/routes/login-page.tsx';
  afterEach(() => document.head.replaceChildren());

  it("signed out, are the sign-in screen and the stored language's sign-in texts", () => {
    localStorage.removeItem(STORAGE_KEYS.session);
    startNamed('/');
    expect(preloaded()).toEqual([SIGN_IN_SCREEN, '/locales/uz/sign-in.po']);
  });

  it('signed in on the workspace, are the shell, both catalogs and the workspace, never the sign-in screen', () => {
    fetchMock.mockResolvedValue(json(200, { data: profile }));
    startNamed(`/sale-points/${POINT}`);
    expect(preloaded()).toEqual(expect.arrayContaining(['/src/client/shell/signed-in-root.tsx', '/locales/uz/messages.po', '/locales/uz/sign-in.po', '/src/client/features/payments/routes/workspace-page.tsx']));
    expect(preloaded()).not.toContain(SIGN_IN_SCREEN);
  });
});

describe('a request the start script sent', () => {
  it('is taken by the same request once; the next one asks the server', async () => {
    fetchMock.mockImplementation(async (url: string) => json(200, { data: url.endsWith('/balance') ? balance : profile }));
    start(`/sale-points/${POINT}`);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(request(getBalance)).resolves.toEqual(balance);
    await expect(request(getProfile)).resolves.toMatchObject({ firstName: 'Aziz' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await request(getBalance);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('is not taken by another request, nor with another token', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: profile }));
    start(`/sale-points/${POINT}`);
    await request(listSalePoints, { body: { ...ALL_SALE_POINTS, perPage: 10 } }).catch(() => undefined);
    await request(getSalePoint, { params: { id: 'another' } }).catch(() => undefined);
    expect(sent().slice(4)).toEqual(['POST /api/agent/v1/sale-point/pageable', 'GET /api/agent/v1/sale-point/another']);
    replaceTokens({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    await request(getProfile);
    expect(sent().slice(6)).toEqual(['GET /api/agent/v1/profile']);
  });

  it('refused with a 401 is renewed and sent again like any other', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { data: { message: 'unauthorized', status: 401 } }))
      .mockResolvedValueOnce(json(200, { data: { accessToken: 'access-2', refreshToken: 'refresh-2' } }))
      .mockResolvedValueOnce(json(200, { data: profile }));
    start('/');
    await expect(request(getProfile)).resolves.toMatchObject({ firstName: 'Aziz' });
    expect(sent()).toEqual(['GET /api/agent/v1/profile', 'POST /api/agent/v1/auth/refresh', 'GET /api/agent/v1/profile']);
  });
});
