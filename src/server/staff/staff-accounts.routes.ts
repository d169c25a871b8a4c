// /api/staff/v1 auth, me, users and audit (issue 15 items 1 and 2; the calls are src/shared/api/staff-accounts.ts).
import type { FastifyInstance } from 'fastify';
import * as calls from '#shared/api/staff-accounts.ts';
import { route } from '../http/route.ts';
import { listAudit } from '../modules/staff-accounts/audit.ts';
import { staffRefresh, staffSignIn, staffSignOut } from '../modules/staff-accounts/staff-sessions.ts';
import { createStaffUser, listStaffUsers, resetSecondFactor, updateStaffUser } from '../modules/staff-accounts/staff-users.service.ts';
import { actorOf, principalOf } from './staff-access.ts';

/** Sign-in and refresh: reached without a token; tokens are never kept by a cache; the auth rate limit as the portal's. */
export async function staffPublicAuthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tokens = { rateLimit: 'auth', noStore: true } as const;
  route(app, calls.staffSignIn, async ({ body, request }) => staffSignIn(ctx, { ...body, ip: request.ip }), tokens);
  route(app, calls.staffRefresh, async ({ body }) => staffRefresh(ctx, body.refreshToken), tokens);
}

/** Sign-out and me: any authenticated staff user. */
export async function staffSelfRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, calls.staffSignOut, async ({ request }) => {
    await staffSignOut(ctx, principalOf(request), actorOf(request));
    return {};
  });
  route(app, calls.staffMe, async ({ request }) => principalOf(request).user);
}

/** Users and audit: admin (and service). */
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, calls.listStaffUsers, async () => listStaffUsers(ctx.db));
  route(app, calls.createStaffUser, async ({ body, request }) => createStaffUser(ctx, actorOf(request), body), { noStore: true, status: 201 });
  route(app, calls.updateStaffUser, async ({ params, body, request }) => updateStaffUser(ctx, actorOf(request), params.id, body));
  route(app, calls.resetSecondFactor, async ({ params, request }) => resetSecondFactor(ctx, actorOf(request), params.id), { noStore: true });
  route(app, calls.listAudit, async ({ query }) => listAudit(ctx.db, query));
}
