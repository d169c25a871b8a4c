// /api/staff/v1 auth, me, users and audit (issue 15 items 1 and 2; the contract is src/shared/api/staff.ts).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { staffAuditQuery, staffCreateUserBody, staffRefreshBody, staffSignInBody, staffUpdateUserBody } from '#shared/api/staff.ts';
import { listAudit } from '../modules/staff-accounts/audit.ts';
import { staffRefresh, staffSignIn, staffSignOut } from '../modules/staff-accounts/staff-sessions.ts';
import { createStaffUser, listStaffUsers, resetSecondFactor, updateStaffUser } from '../modules/staff-accounts/staff-users.service.ts';
import { actorOf, principalOf } from './staff-access.ts';
import { parse } from './staff-money.routes.ts';

const idParams = v.object({ id: v.pipe(v.string(), v.maxLength(64, 'max_length:64')) });
const idOf = (request: FastifyRequest) => parse(idParams, request.params).id;

/** Tokens are never kept by a cache; sign-in and refresh take the auth rate limit like the portal's. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Sign-in and refresh: reached without a token. */
export function staffPublicAuthRoutes(): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const { ctx } = app;
    const limited = { config: { rateLimit: { max: ctx.config.rateLimit.auth } } };
    app.post('/v1/auth/sign-in', limited, async (request, reply) => {
      const body = parse(staffSignInBody, request.body);
      noStore(reply);
      return { data: await staffSignIn(ctx, { ...body, ip: request.ip }) };
    });
    app.post('/v1/auth/refresh', limited, async (request, reply) => {
      const body = parse(staffRefreshBody, request.body);
      noStore(reply);
      return { data: await staffRefresh(ctx, body.refreshToken) };
    });
  };
}

/** Sign-out and me: any authenticated staff user. */
export async function staffSelfRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post('/v1/auth/sign-out', async (request) => {
    await staffSignOut(ctx, principalOf(request), actorOf(request));
    return { data: {} };
  });
  app.get('/v1/me', async (request) => ({ data: principalOf(request).user }));
}

/** Users and audit: admin (and service). */
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get('/v1/users', async () => ({ data: await listStaffUsers(ctx.db) }));
  app.post('/v1/users', async (request, reply) => {
    const body = parse(staffCreateUserBody, request.body);
    noStore(reply);
    return reply.status(201).send({ data: await createStaffUser(ctx, actorOf(request), body) });
  });
  app.put('/v1/users/:id', async (request) => {
    const id = idOf(request);
    return { data: await updateStaffUser(ctx, actorOf(request), id, parse(staffUpdateUserBody, request.body)) };
  });
  app.post('/v1/users/:id/reset-second-factor', async (request, reply) => {
    const id = idOf(request);
    noStore(reply);
    return { data: await resetSecondFactor(ctx, actorOf(request), id) };
  });
  app.get('/v1/audit', async (request) => ({ data: await listAudit(ctx.db, parse(staffAuditQuery, request.query)) }));
}
