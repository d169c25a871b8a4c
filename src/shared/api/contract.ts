// A call of the API as both sides see it: method, path under the role base, schemas of the input and answer.
// The server registers routes from these; the client calls them. Nothing else describes a route.
import type * as v from 'valibot';
import type { Role } from '../enums.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Schema = v.GenericSchema;

export type Call<
  TBody extends Schema | undefined = Schema | undefined,
  TParams extends Schema | undefined = Schema | undefined,
  TQuery extends Schema | undefined = Schema | undefined,
  TAnswer extends Schema = Schema,
> = {
  method: Method;
  /** The spec's path under `/api/{agent|employee}` (or `/api/staff` for a staff call; e.g. `/v1/otp`), with `:name` parameters. */
  path: string;
  body?: TBody;
  params?: TParams;
  query?: TQuery;
  answer: TAnswer;
  /** No access token needed (sign-in steps, settings). */
  public?: boolean;
  /** Made under `/api/employee/v1` by an employee (spec 01 §6); the agent base refuses an employee's token. */
  scoped?: boolean;
  /** Served while technical mode is on (spec 01 §2.1: sign-in, profile and security stay reachable). */
  duringTechMode?: boolean;
  /**
   * A call of the staff console under `/api/staff` (DESIGN §4): the staff session's token, not the portal's, and
   * the server's staff plugin checks it and the roles; technical mode never stops it (staff turn it off).
   */
  staff?: boolean;
  /** Answers a file (an export: CSV or XLSX), not the JSON envelope; the handler sends it on the reply. */
  file?: boolean;
  /** Moves money: honours `Idempotency-Key` (DESIGN §3); the first answer is stored and replayed. */
  idempotent?: boolean;
};

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const API_BASES = { agent: '/api/agent', employee: '/api/employee', staff: '/api/staff' } as const;

/** Where a user of `role` makes `call` (spec 01 §6): a staff call under /api/staff, an employee's scoped call under
 * /api/employee, every other under /api/agent. */
export function apiBaseOf(call: Pick<Call, 'scoped' | 'staff'>, role: Role | null): string {
  if (call.staff) return API_BASES.staff;
  return call.scoped && role === 'EMPLOYEE' ? API_BASES.employee : API_BASES.agent;
}

export function defineCall<
  TBody extends Schema | undefined = undefined,
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TAnswer extends Schema = Schema,
>(call: Call<TBody, TParams, TQuery, TAnswer>): Call<TBody, TParams, TQuery, TAnswer> {
  return call;
}

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
type In<S> = S extends Schema ? v.InferInput<S> : undefined;

export type BodyOf<C> = C extends Call<infer B, Schema | undefined, Schema | undefined, Schema> ? Out<B> : never;
export type BodyInputOf<C> = C extends Call<infer B, Schema | undefined, Schema | undefined, Schema> ? In<B> : never;
export type ParamsOf<C> = C extends Call<Schema | undefined, infer P, Schema | undefined, Schema> ? Out<P> : never;
export type QueryOf<C> = C extends Call<Schema | undefined, Schema | undefined, infer Q, Schema> ? Out<Q> : never;
export type AnswerOf<C> = C extends Call<Schema | undefined, Schema | undefined, Schema | undefined, infer A>
  ? v.InferOutput<A>
  : never;
