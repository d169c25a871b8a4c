// Registers a shared `Call` as a Fastify route: validates params, query and body with the call's valibot schemas,
// authenticates, applies the tech-mode and scope rules, and wraps the answer in the envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_BASES, type AnswerOf, type BodyOf, type Call, type ParamsOf, type QueryOf } from '#shared/api/contract.ts';
import { issuesToFields } from '#shared/validation.ts';
import { AppError } from './app-error.ts';
import type { Auth } from '../context.ts';
import { DEFAULT_EXPORT_RATE_LIMIT } from '../config.ts';
import { authenticate } from './auth.ts';
import { dataBody } from './envelope.ts';
import { withIdempotency, type IdempotencyKey, type KeyTaking } from './idempotency.ts';

export type RouteInput<C extends Call> = {
  body: BodyOf<C>;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  /** The portal user (not set on a staff call: its principal is the staff plugin's, src/server/staff/staff-access.ts). */
  auth: C['public'] extends true ? Auth | null : Auth;
  /** The request's Idempotency-Key, for calls that take it inside their own transactions (RouteOptions). */
  idempotency: IdempotencyKey | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteOptions = {
  /** Requests per minute per client; the code and PIN calls get the stricter auth limit, exports their own. */
  rateLimit?: 'auth' | 'export';
  /** An idempotent call's key is taken before the handler runs, unless the handler takes it in its transactions. */
  idempotency?: KeyTaking;
  /** Answers carrying tokens are never stored by a cache on the way (issue 14 item 5). */
  noStore?: boolean;
  /** The status of a successful answer when it is not 200 (201 for what a staff call creates). */
  status?: 201;
};

/** The bases a call is served under: a staff call under /api/staff, a scoped call under both portal bases. */
function basesOf(call: Call): readonly (keyof typeof API_BASES)[] {
  if (call.staff) return ['staff'];
  return call.scoped ? ['agent', 'employee'] : ['agent'];
}

/** A value checked against a schema, or the 400 `validation_error` naming the fields (also for the staff CLI). */
export function validated<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new AppError(400, 'validation_error', issuesToFields(result.issues));
  return result.output;
}

function parse(schema: v.GenericSchema | undefined, value: unknown, where: string): unknown {
  return schema ? validated(schema, value ?? (where === 'body' ? {} : value)) : undefined;
}

function rateLimitOf(app: FastifyInstance, options: RouteOptions): { rateLimit?: { max: number } } {
  const { rateLimit } = app.ctx.config;
  if (options.rateLimit === 'auth') return { rateLimit: { max: rateLimit.auth } };
  if (options.rateLimit === 'export') return { rateLimit: { max: rateLimit.export ?? DEFAULT_EXPORT_RATE_LIMIT } };
  return {};
}

export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (input: RouteInput<C>) => Promise<AnswerOf<C>>,
  options: RouteOptions = {},
): void {
  for (const base of basesOf(call)) {
    app.route({
      method: call.method,
      url: API_BASES[base] + call.path,
      config: {
        ...rateLimitOf(app, options),
        // The OpenAPI document describes the route from its call (openapi.ts).
        openapi: { kind: 'call', call, status: options.status ?? 200 },
      },
      handler: async (request, reply) => {
        if (options.noStore) reply.header('cache-control', 'no-store');
        if (options.status) reply.status(options.status);
        // A staff call's token and roles are checked by the hooks of the staff plugin it is registered in.
        const auth = call.staff ? null : await authenticate(app.ctx, request, { required: !call.public });
        if (auth && call.scoped && (base === 'employee') !== (auth.role === 'EMPLOYEE')) {
          // DESIGN §3: an employee makes scoped calls only under /api/employee, an agent only under /api/agent.
          throw new AppError(403, 'access_denied');
        }
        if (!call.staff && !call.duringTechMode && (await app.ctx.requestRules.isTechModeOn())) throw new AppError(503, 'global_tech_mode_is_on');
        const run = (idempotency: IdempotencyKey | null) => {
          const input = {
            params: parse(call.params, request.params, 'params'),
            query: parse(call.query, request.query, 'query'),
            body: parse(call.body, request.body, 'body'),
            auth,
            idempotency,
            request,
            reply,
          } as RouteInput<C>;
          return handler(input);
        };
        // DESIGN §3: calls that move money store their first answer per Idempotency-Key and replay it. A staff
        // user's keys are apart from the portal users' (the staff plugin has set `request.staff` by now).
        const keyOwner = call.staff ? request.staff && `staff:${request.staff.user.id}` : auth?.userId;
        if (call.idempotent && keyOwner) return withIdempotency(app.ctx, request, reply, keyOwner, options.idempotency ?? 'before-run', run);
        // A file call's handler has sent the file on the reply (an export's stream): no envelope around it.
        return call.file ? run(null) : dataBody(await run(null));
      },
    });
  }
}
