// Registers a shared `Call` as a Fastify route: validates params, query and body with the call's valibot schemas,
// authenticates, applies the tech-mode and scope rules, and wraps the answer in the envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AnswerOf, BodyOf, Call, ParamsOf, QueryOf } from '#shared/api/contract.ts';
import { issuesToFields } from '#shared/validation.ts';
import { AppError } from './app-error.ts';
import type { Auth } from '../context.ts';
import { authenticate } from './auth.ts';
import { dataBody } from './envelope.ts';
import { withIdempotency, type IdempotencyKey, type KeyTaking } from './idempotency.ts';

export type RouteInput<C extends Call> = {
  body: BodyOf<C>;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  auth: C['public'] extends true ? Auth | null : Auth;
  /** The request's Idempotency-Key, for calls that take it inside their own transactions (RouteOptions). */
  idempotency: IdempotencyKey | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteOptions = {
  /** Requests per minute per client; the code and PIN calls get the stricter auth limit. */
  rateLimit?: 'auth';
  /** An idempotent call's key is taken before the handler runs, unless the handler takes it in its transactions. */
  idempotency?: KeyTaking;
  /** Answers carrying tokens are never stored by a cache on the way (issue 14 item 5). */
  noStore?: boolean;
};

export const API_BASES = { agent: '/api/agent', employee: '/api/employee' } as const;

function parse(schema: v.GenericSchema | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value ?? (where === 'body' ? {} : value));
  if (!result.success) throw new AppError(400, 'validation_error', issuesToFields(result.issues));
  return result.output;
}

export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (input: RouteInput<C>) => Promise<AnswerOf<C>>,
  options: RouteOptions = {},
): void {
  const bases = call.scoped ? (['agent', 'employee'] as const) : (['agent'] as const);
  for (const base of bases) {
    app.route({
      method: call.method,
      url: API_BASES[base] + call.path,
      config: options.rateLimit === 'auth' ? { rateLimit: { max: app.ctx.config.rateLimit.auth } } : {},
      handler: async (request, reply) => {
        if (options.noStore) reply.header('cache-control', 'no-store');
        const auth = await authenticate(app.ctx, request, { required: !call.public });
        if (auth && call.scoped && (base === 'employee') !== (auth.role === 'EMPLOYEE')) {
          // DESIGN §3: an employee makes scoped calls only under /api/employee, an agent only under /api/agent.
          throw new AppError(403, 'access_denied');
        }
        if (!call.duringTechMode && (await app.ctx.requestRules.isTechModeOn())) throw new AppError(503, 'global_tech_mode_is_on');
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
        // DESIGN §3: calls that move money store their first answer per Idempotency-Key and replay it.
        if (call.idempotent && auth) return withIdempotency(app.ctx, request, reply, auth.userId, options.idempotency ?? 'before-run', run);
        return dataBody(await run(null));
      },
    });
  }
}
