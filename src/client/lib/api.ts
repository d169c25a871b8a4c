// The one way the client talks to the API (DESIGN §3, §5), the portal's and the staff console's: picks the base by
// role and scope (a staff call goes to /api/staff with the staff session), adds the bearer token, refreshes once on a 401, unwraps the `{data}` envelope, parses the answer with the call's own schema and turns
// every failure into an ApiError carrying the server's code.
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { refreshTokens } from '#shared/api/auth.ts';
import { staffRefresh } from '#shared/api/staff-accounts.ts';
import { apiBaseOf, IDEMPOTENCY_HEADER, type AnswerOf, type BodyOf, type Call, type ParamsOf, type QueryOf } from '#shared/api/contract.ts';
import { isErrorCode, STAFF_ERROR_CODES, type ErrorCode, type StaffErrorCode } from '#shared/errors.ts';
import { storedLocale } from './i18n.ts';
import { clearSession, getSession, reloadSession, rememberSignOutReason, replaceTokens } from './session.ts';
import { takeStartedResponse } from './start-requests.ts';
import { clearStaffSession, getStaffSession, reloadStaffSession, startStaffSession } from './staff-session.ts';

/** Codes the client raises itself: no answer at all, or an answer that does not fit the contract. */
export const CLIENT_ERROR_CODES = ['network_error', 'unexpected_answer'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** A staff code reaches only the staff console (src/client/staff), which translates it. */
export class ApiError extends Error {
  readonly code: ErrorCode | StaffErrorCode | ClientErrorCode;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;

  constructor(code: ErrorCode | StaffErrorCode | ClientErrorCode, status: number, fields: Record<string, string> = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, code?: ApiError['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** `idempotencyKey` is sent with calls that move money, so a retry is answered from the first attempt. */
type Input<C> = {
  body?: BodyOf<C>;
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  signal?: AbortSignal;
  idempotencyKey?: string;
};
type Options = { body?: unknown; params?: unknown; query?: unknown; signal?: AbortSignal; idempotencyKey?: string };

const errorEnvelope = v.object({
  data: v.object({
    message: v.string(),
    status: v.optional(v.number()),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});

/** Where the signed-in user makes `call` (spec 01 §6). */
export function apiBase(call: Pick<Call, 'scoped' | 'staff'>): string {
  return apiBaseOf(call, getSession().role);
}

/** The address of a call with its parameters and query (empty query values left out). */
export function urlOf(call: Pick<Call, 'path' | 'scoped' | 'staff'>, options: Pick<Options, 'params' | 'query'> = {}): string {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${apiBase(call)}${path}${search ? `?${search}` : ''}`;
}

async function send(call: Call, options: Options, token: string | null): Promise<Response> {
  // The server answers lookups (account info, card banks) in the interface language (the stored one while a start
  // is still loading its texts).
  const language = i18n.locale || storedLocale();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.idempotent && options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const url = urlOf(call, options);
  const body = options.body === undefined ? null : JSON.stringify(options.body);
  try {
    const sentAtStart = token ? takeStartedResponse({ method: call.method, url, body, token, language }) : null;
    return await (sentAtStart ?? fetch(url, { method: call.method, headers, body, signal: options.signal }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('network_error', 0);
  }
}

/** Turns a failed answer into an ApiError with the server's code (DESIGN §3 error envelope). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const parsed = v.safeParse(errorEnvelope, body);
  if (!parsed.success) return new ApiError(status >= 500 ? 'internal_error' : 'unexpected_answer', status);
  const { message, fields } = parsed.output.data;
  const known = isErrorCode(message) || (STAFF_ERROR_CODES as readonly string[]).includes(message);
  return new ApiError(known ? (message as ApiError['code']) : 'unexpected_answer', status, fields);
}

async function errorOf(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, await response.json().catch(() => null));
}

/** One renewal at a time for every request of every tab (a Web Lock), shared by whoever asks meanwhile. */
function exclusively(lock: string, renew: (rejected: string | null) => Promise<boolean>): (rejected: string | null) => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  return (rejected) => {
    const exclusive = async () => (navigator.locks ? await navigator.locks.request(lock, () => renew(rejected)) : renew(rejected));
    running ??= exclusive().finally(() => {
      running = null;
    });
    return running;
  };
}

/** A refresh answer that says nothing of the session (a server fault, a busy server) fails the request instead. */
async function renewedWith<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S> | null> {
  if (response.status >= 500 || response.status === 429) throw await errorOf(response);
  if (!response.ok) return null;
  const parsed = v.safeParse(v.object({ data: schema }), await response.json().catch(() => null));
  return parsed.success ? parsed.output.data : null;
}

const renewPortal = exclusively('agent-portal-session-refresh', async (rejected) => {
  const session = reloadSession();
  if (session.accessToken !== rejected) return session.accessToken !== null;
  const refreshToken = session.refreshToken;
  if (!refreshToken) return false;
  // A lost connection (`send` throws) says nothing about the session either: the user stays signed in with unsent
  // payments still theirs.
  const tokens = await renewedWith(await send(refreshTokens, { body: { refreshToken } }, null), refreshTokens.answer);
  if (!tokens) return false;
  replaceTokens(tokens);
  return true;
});

/**
 * Rotates the tokens once for every request (of any tab: one at a time through a Web Lock) that got a 401 with the
 * `rejected` access token; a pair renewed meanwhile is taken as is. False means the session is over.
 */
export function refreshSession(rejected: string | null = getSession().accessToken): Promise<boolean> {
  return renewPortal(rejected);
}

const renewStaff = exclusively('agent-portal-staff-session-refresh', async (rejected) => {
  const session = reloadStaffSession();
  if (!session) return false;
  if (session.accessToken !== rejected) return true;
  const renewed = await renewedWith(await send(staffRefresh, { body: { refreshToken: session.refreshToken } }, null), staffRefresh.answer);
  if (!renewed) return false;
  startStaffSession(renewed);
  return true;
});

/** The staff console's rotation (its own session, src/client/lib/staff-session.ts), as `refreshSession`. */
export function refreshStaffSession(rejected: string | null): Promise<boolean> {
  return renewStaff(rejected);
}

/** Where a call's token comes from and what a 401 does: the portal's session, or the staff console's. */
const sessionOf = (call: Call) =>
  call.staff
    ? { token: () => getStaffSession()?.accessToken ?? null, canRefresh: () => getStaffSession() !== null, refresh: refreshStaffSession, end: () => clearStaffSession() }
    : { token: () => getSession().accessToken, canRefresh: () => getSession().refreshToken !== null, refresh: refreshSession, end: endPortalSession };

function endPortalSession(error: ApiError): void {
  // The owner deactivated or deleted this employee: the sign-in screen says why the session ended.
  if (error.code === 'employee_is_inactive' || error.code === 'employee_is_deleted') rememberSignOutReason(error.code);
  clearSession();
}

/**
 * A signed-in staff request whose answer is no enveloped JSON (a file's bytes, the ticket event stream, a multipart
 * upload): the staff bearer, one rotation on a 401, the session ended when it fails. The caller reads the response.
 */
export async function staffFetch(path: string, init: RequestInit = {}, params: object = {}): Promise<Response> {
  const url = urlOf({ path, staff: true }, { params });
  const withToken = (token: string | null) => {
    const headers = new Headers(init.headers);
    headers.set('Accept-Language', i18n.locale || 'ru');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers }).catch((error: unknown) => {
      if (init.signal?.aborted) throw error;
      throw new ApiError('network_error', 0);
    });
  };
  const token = getStaffSession()?.accessToken ?? null;
  const response = await withToken(token);
  if (response.status !== 401 || !token) return response;
  if (await refreshStaffSession(token)) return withToken(getStaffSession()?.accessToken ?? null);
  clearStaffSession();
  return response;
}

/** Reads an answer: the `{data}` envelope parsed with `schema`, or the server's error as an ApiError. */
export async function answerOf<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  if (!response.ok) throw await errorOf(response);
  const body = v.safeParse(v.object({ data: schema }), await response.json().catch(() => null));
  if (!body.success) throw new ApiError('unexpected_answer', response.status);
  return body.output.data;
}

/** The call's response with the session's bearer, rotated once on a 401 (the session ended when that fails). */
async function respond(call: Call, options: Options): Promise<Response> {
  const session = sessionOf(call);
  const token = call.public ? null : session.token();
  let response = await send(call, options, token);
  if (response.status === 401 && !call.public && session.canRefresh()) {
    if (await session.refresh(token)) response = await send(call, options, session.token());
    else {
      const error = await errorOf(response);
      session.end(error);
      throw error;
    }
  }
  return response;
}

export async function request<C extends Call>(call: C, input: Input<C> = {}): Promise<AnswerOf<C>> {
  return (await answerOf(await respond(call, input), call.answer)) as AnswerOf<C>;
}

/** A file call's answer (an export): its bytes and the name the server gave it, or the server's error as an ApiError. */
export async function requestFile<C extends Call>(call: C, input: Input<C> = {}): Promise<{ blob: Blob; name: string | null }> {
  const response = await respond(call, input);
  if (!response.ok) throw await errorOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), name };
}
