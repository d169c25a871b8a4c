// @vitest-environment jsdom
// The API client (DESIGN §3, §5): unwraps the envelope, parses with the call's schema, turns error bodies into
// ApiError with the server's code, refreshes once on a 401 and ends the session when the refresh fails.
import { describe, expect, it } from 'vitest';
import { getProfile } from '#shared/api/profile.ts';
import { listSettings } from '#shared/api/settings.ts';
import { ApiError, request } from '#client/lib/api.ts';
import { getSession } from '#client/lib/session.ts';
import { STORAGE_KEYS } from '#client/lib/storage.ts';
import { json, profileOf, stubSignedInFetch } from './fetch-stub.ts';

const profile = profileOf('Aziz');

const fetchMock = stubSignedInFetch();

describe('request', () => {
  it('sends the bearer token to the agent base and returns the unwrapped answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: profile }));
    await expect(request(getProfile)).resolves.toMatchObject({ firstName: 'Aziz' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/agent/v1/profile');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
  });

  it('sends no token with a public call', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    await request(listSettings);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws ApiError with the code, status and fields of an error body', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { data: { message: 'validation_error', status: 400, fields: { email: 'email' } } }));
    const error = await request(getProfile).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_error', status: 400, fields: { email: 'email' } });
  });

  it('refuses an answer that does not fit the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 'u1' } }));
    await expect(request(getProfile)).rejects.toMatchObject({ code: 'unexpected_answer' });
  });

  it('turns a lost connection into network_error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request(getProfile)).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });

  it('refreshes the tokens once on a 401 and retries with the new access token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { data: { message: 'unauthorized', status: 401 } }))
      .mockResolvedValueOnce(json(200, { data: { accessToken: 'access-2', refreshToken: 'refresh-2' } }))
      .mockResolvedValueOnce(json(200, { data: profile }));
    await expect(request(getProfile)).resolves.toMatchObject({ id: 'u1' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/agent/v1/auth/refresh');
    expect(JSON.parse((fetchMock.mock.calls[1]![1] as RequestInit).body as string)).toEqual({ refreshToken: 'refresh-1' });
    expect(((fetchMock.mock.calls[2]![1] as RequestInit).headers as Record<string, string>).Authorization).toBe('Bearer access-2');
    expect(getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('ends the session but keeps the device token when the refresh is refused', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { data: { message: 'unauthorized', status: 401 } }))
      .mockResolvedValueOnce(json(401, { data: { message: 'refresh_token_is_invalid', status: 401 } }));
    await expect(request(getProfile)).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: null, deviceToken: 'device-1' });
  });

  const unauthorized = () => json(401, { data: { message: 'unauthorized', status: 401 } });
  const authOf = (call: number) => ((fetchMock.mock.calls[call]![1] as RequestInit).headers as Record<string, string>).Authorization;

  it('retries a request refused after the tokens were renewed with the new pair, without renewing again', async () => {
    let answerLate!: (response: Response) => void;
    fetchMock
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answerLate = resolve)))
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(200, { data: { accessToken: 'access-2', refreshToken: 'refresh-2' } }))
      .mockResolvedValueOnce(json(200, { data: profile }))
      .mockResolvedValueOnce(json(200, { data: profile }));
    const late = request(getProfile);
    await expect(request(getProfile)).resolves.toMatchObject({ id: 'u1' });
    answerLate(unauthorized());
    await expect(late).resolves.toMatchObject({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(fetchMock.mock.calls[4]![0]).toBe('/api/agent/v1/profile');
    expect(authOf(4)).toBe('Bearer access-2');
  });

  it('takes the pair another tab stored instead of presenting the refresh token it rotated', async () => {
    fetchMock.mockImplementationOnce(async () => {
      localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...getSession(), accessToken: 'access-2', refreshToken: 'refresh-2' }));
      return unauthorized();
    });
    fetchMock.mockResolvedValueOnce(json(200, { data: profile }));
    await expect(request(getProfile)).resolves.toMatchObject({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authOf(1)).toBe('Bearer access-2');
    expect(getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it.each([503, 500, 429])('keeps the session when the renewal meets a server answering %i', async (status) => {
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(json(status, { data: { message: 'internal_error', status } }));
    await expect(request(getProfile)).rejects.toMatchObject({ status });
    expect(getSession()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('keeps the session when the renewal finds no connection', async () => {
    fetchMock.mockResolvedValueOnce(unauthorized()).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request(getProfile)).rejects.toMatchObject({ code: 'network_error', status: 0 });
    expect(getSession()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });
});
