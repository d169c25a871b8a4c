// @vitest-environment jsdom
// A signed-in start asks for the profile before the guard's chunk arrives (issue 12): the guard's first fetch takes
// that answer instead of asking again, later fetches ask the server, and an answer nobody took is dropped when the
// session ends, so it never reaches the next user signing in on the same page.
import { describe, expect, it } from 'vitest';
import { profileQueryOptions, startProfileRequest } from '#client/lib/current-profile.ts';
import { clearSession, startSession } from '#client/lib/session.ts';
import { json, profileOf, stubSignedInFetch } from './fetch-stub.ts';

const fetchProfile = () => profileQueryOptions.queryFn({ signal: new AbortController().signal });

const fetchMock = stubSignedInFetch();

describe('the early profile request', () => {
  it('is taken by the first fetch, and the next fetch asks the server again', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: profileOf('Early') })).mockResolvedValueOnce(json(200, { data: profileOf('Later') }));
    startProfileRequest();
    startProfileRequest();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Later' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is dropped when the session ends before anybody took it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: profileOf('Previous') })).mockResolvedValueOnce(json(200, { data: profileOf('Next') }));
    startProfileRequest();
    clearSession();
    startSession({ auth: { accessToken: 'access-2', refreshToken: 'refresh-2' }, deviceToken: 'device-1' });
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Next' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
