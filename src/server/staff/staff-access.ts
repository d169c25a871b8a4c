// Who a staff request acts as (issue 15 items 1 and 3): a staff user's access token, or STAFF_TOKEN as the service
// account; and which roles may use a group of routes. Admin and service may use every group.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { StaffRole } from '#shared/api/staff.ts';
import { AppError } from '../http/app-error.ts';
import { bearerToken, sameSecret } from '../http/auth.ts';
import { SERVICE_STAFF_USER_ID, type StaffActor } from '../modules/staff-accounts/audit.ts';
import { serviceAccount, staffPrincipal, type StaffPrincipal } from '../modules/staff-accounts/staff-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

/** Sets `request.staff` from the bearer, or refuses the request with 401. */
export function staffAuthentication(app: FastifyInstance, staffToken: string) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'unauthorized');
    request.staff = sameSecret(token, staffToken) ? await serviceAccount(app.ctx.db, SERVICE_STAFF_USER_ID) : await staffPrincipal(app.ctx, token);
    if (!request.staff) throw new AppError(401, 'unauthorized');
  };
}

/** The principal of an authenticated staff request. */
export function principalOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError(401, 'unauthorized');
  return request.staff;
}

/** The actor services record in the audit: the staff user and the client's address. */
export function actorOf(request: FastifyRequest): StaffActor {
  return { staffUserId: principalOf(request).user.id, ip: request.ip };
}

const EVERYWHERE: readonly StaffRole[] = ['admin', 'service'];

/** Registers `routes` so that only `roles` (and admin and service) may call them: anyone else gets 403. */
export function forRoles(roles: readonly StaffRole[], routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      const { role } = principalOf(request).user;
      if (!roles.includes(role) && !EVERYWHERE.includes(role)) throw new AppError(403, 'forbidden');
    });
    await app.register(routes);
  };
}
