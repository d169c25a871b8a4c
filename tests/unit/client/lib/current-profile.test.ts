// @vitest-environment jsdom
// A signed-in start asks for the profile before the guard's chunk arrives (issue 12): the guard's first fetch takes
// that answer instead of asking again, later fetches ask the server, and an answer nobody took is dropped when the
// session ends, so it never reaches the next user signing in on the same page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileQueryOptions, startProfileRequest } from '#client/lib/current-profile.ts';
import { clearSession, startSession } from '#client/lib/session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const profile = (firstName: string) => ({
  id: 'u1',
  agentId: '1001',
  firstName,
  lastName: 'Karimov',
  surname: null,
  image: null,
  phone: '998900000001',
  email: null,
  passwordChangeDate: null,
  techMode: false,
  role: 'AGENT',
  status: true,
  documents: { existsNotSignedAgreement: false, existsExpiredAgreement: false },
  business: null,
});

const fetchProfile = () => profileQueryOptions.queryFn({ signal: new AbortController().signal });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  startSession({ auth: { accessToken: 'access-1', refreshToken: 'refresh-1' }, deviceToken: 'device-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession({ forgetDevice: true });
});

describe('the early profile request', () => {
  it('is taken by the first fetch, and the next fetch asks the server again', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: profile('Early') })).mockResolvedValueOnce(json(200, { data: profile('Later') }));
    startProfileRequest();
    startProfileRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Later' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is dropped when the session ends before anybody took it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: profile('Previous') })).mockResolvedValueOnce(json(200, { data: profile('Next') }));
    startProfileRequest();
    clearSession();
    startSession({ auth: { accessToken: 'access-2', refreshToken: 'refresh-2' }, deviceToken: 'device-1' });
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Next' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
