// The one way the client talks to the API (DESIGN §3, §5): picks the base by role and scope, adds the bearer token,
// refreshes once on a 401, unwraps the `{data}` envelope, parses the answer with the call's own schema and turns
// every failure into an ApiError carrying the server's code.
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { refreshTokens } from '#shared/api/auth.ts';
import { IDEMPOTENCY_HEADER, type AnswerOf, type BodyOf, type Call, type ParamsOf, type QueryOf } from '#shared/api/contract.ts';
import { isErrorCode, STAFF_ERROR_CODES, type ErrorCode, type StaffErrorCode } from '#shared/errors.ts';
import { clearSession, getSession, reloadSession, rememberSignOutReason, replaceTokens } from './session.ts';

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

/** `/api/agent` unless an employee makes a scoped call (spec 01 §6). */
export function apiBase(call: Pick<Call, 'scoped'>): string {
  return call.scoped && getSession().role === 'EMPLOYEE' ? '/api/employee' : '/api/agent';
}

function urlOf(call: Call, options: Options): string {
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
  // The server answers lookups (account info, card banks) in the interface language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.locale || 'ru' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.idempotent && options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  try {
    return await fetch(urlOf(call, options), {
      method: call.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
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

let refreshing: Promise<boolean> | null = null;
const REFRESH_LOCK = 'agent-portal-session-refresh';

/**
 * Rotates the tokens once for every request (of any tab: one at a time through a Web Lock) that got a 401 with the
 * `rejected` access token; a pair renewed meanwhile is taken as is. False means the session is over.
 */
export function refreshSession(rejected: string | null = getSession().accessToken): Promise<boolean> {
  const renew = async () => {
    const session = reloadSession();
    if (session.accessToken !== rejected) return session.accessToken !== null;
    const refreshToken = session.refreshToken;
    if (!refreshToken) return false;
    const response = await send(refreshTokens, { body: { refreshToken } }, null);
    // A server fault or a busy server says nothing about the session (nor does a lost connection, which `send`
    // throws): the request fails, to be retried, and the user stays signed in with unsent payments still theirs.
    if (response.status >= 500 || response.status === 429) throw await errorOf(response);
    if (!response.ok) return false;
    const parsed = v.safeParse(v.object({ data: refreshTokens.answer }), await response.json().catch(() => null));
    if (!parsed.success) return false;
    replaceTokens(parsed.output.data);
    return true;
  };
  const exclusive = async () => (navigator.locks ? await navigator.locks.request(REFRESH_LOCK, renew) : renew());
  refreshing ??= exclusive().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function request<C extends Call>(call: C, input: Input<C> = {}): Promise<AnswerOf<C>> {
  const options: Options = input;
  const token = call.public ? null : getSession().accessToken;
  let response = await send(call, options, token);
  if (response.status === 401 && !call.public && getSession().refreshToken) {
    if (await refreshSession(token)) response = await send(call, options, getSession().accessToken);
    else {
      const error = await errorOf(response);
      // The owner deactivated or deleted this employee: the sign-in screen says why the session ended.
      if (error.code === 'employee_is_inactive' || error.code === 'employee_is_deleted') rememberSignOutReason(error.code);
      clearSession();
      throw error;
    }
  }
  if (!response.ok) throw await errorOf(response);
  const body = v.safeParse(v.object({ data: call.answer }), await response.json().catch(() => null));
  if (!body.success) throw new ApiError('unexpected_answer', response.status);
  return body.output.data as AnswerOf<C>;
}
