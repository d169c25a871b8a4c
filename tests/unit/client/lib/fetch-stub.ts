// What the API client's tests share: each test starts signed in (access-1 / refresh-1 on device-1) with fetch
// replaced by a mock that answers what the test queues, and ends with fetch restored and the session and device
// forgotten.
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, startSession } from '#client/lib/session.ts';

/** A JSON answer as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A signed-in agent's profile (GET /v1/profile), with no business yet. */
export const profileOf = (firstName: string) => ({
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

/** Registers the test file's setup and teardown; the mock is emptied before each test. */
export function stubSignedInFetch() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    startSession({ auth: { accessToken: 'access-1', refreshToken: 'refresh-1' }, deviceToken: 'device-1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession({ forgetDevice: true });
  });
  return fetchMock;
}
