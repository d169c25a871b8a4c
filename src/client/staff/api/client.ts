// How the console talks to /api/staff (issue 15): the portal's client rules (DESIGN §3, §5; src/client/lib/api.ts)
// with the console's own session: the bearer token, one token rotation on a 401 shared by every request and tab
// (a Web Lock), the `{data}` envelope unwrapped and parsed with the call's schema, every failure an ApiError.
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import type { AnswerOf, BodyOf, Call, ParamsOf, QueryOf } from '#shared/api/contract.ts';
import { ApiError, apiErrorOf } from '#client/lib/api.ts';
import { clearStaffSession, getStaffSession, reloadStaffSession, startStaffSession } from '../session.ts';
import { staffSession } from '#shared/api/staff.ts';
import { staffRefresh } from './auth.ts';

export const STAFF_API = '/api/staff';

/** The address of a call with its parameters and query (empty query values left out). */
export function staffUrl(path: string, params: object = {}, query: object = {}): string {
  const values = params as Record<string, string | number>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${STAFF_API}${filled}${text ? `?${text}` : ''}`;
}

async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', i18n.locale || 'ru');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(url, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError('network_error', 0);
  }
}

let refreshing: Promise<boolean> | null = null;
const REFRESH_LOCK = 'agent-portal-staff-session-refresh';

/** Rotates the tokens once for every request that got a 401 with `rejected`; false means the session is over. */
export function refreshStaffSession(rejected: string | null): Promise<boolean> {
  const renew = async () => {
    const session = reloadStaffSession();
    if (!session) return false;
    if (session.accessToken !== rejected) return true;
    const response = await send(
      staffUrl(staffRefresh.path),
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken: session.refreshToken }) },
      null,
    );
    // A server fault says nothing about the session: the request fails and the staff user stays signed in.
    if (response.status >= 500 || response.status === 429) throw apiErrorOf(response.status, await response.json().catch(() => null));
    if (!response.ok) return false;
    const parsed = v.safeParse(v.object({ data: staffSession }), await response.json().catch(() => null));
    if (!parsed.success) return false;
    startStaffSession(parsed.output.data);
    return true;
  };
  const exclusive = async () => (navigator.locks ? await navigator.locks.request(REFRESH_LOCK, renew) : renew());
  refreshing ??= exclusive().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A signed-in request to the staff API: the bearer token, one rotation on a 401, the session ended when it fails. */
export async function staffFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const token = getStaffSession()?.accessToken ?? null;
  const response = await send(url, init, token);
  if (response.status !== 401 || !token) return response;
  if (await refreshStaffSession(token)) return send(url, init, getStaffSession()?.accessToken ?? null);
  clearStaffSession();
  return response;
}

type Input<C> = { body?: BodyOf<C>; params?: ParamsOf<C>; query?: QueryOf<C>; signal?: AbortSignal };

/** Reads an answer: the `{data}` envelope parsed with `schema`, or the server's error as an ApiError. */
export async function staffAnswer<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw apiErrorOf(response.status, body);
  const parsed = v.safeParse(v.object({ data: schema }), body);
  if (!parsed.success) throw new ApiError('unexpected_answer', response.status);
  return parsed.output.data;
}

export async function staffRequest<C extends Call>(call: C, input: Input<C> = {}): Promise<AnswerOf<C>> {
  const url = staffUrl(call.path, input.params ?? {}, input.query ?? {});
  const init: RequestInit = {
    method: call.method,
    headers: input.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: input.signal,
  };
  const response = call.public ? await send(url, init, null) : await staffFetch(url, init);
  return (await staffAnswer(response, call.answer)) as AnswerOf<C>;
}
