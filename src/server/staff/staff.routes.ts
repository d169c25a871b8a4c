// /api/staff/v1: the provider's side (DESIGN §4). Staff users sign in with a password and a TOTP code; STAFF_TOKEN
// acts as the service account. Each group of routes names the roles that may use it (issue 15 item 3).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { issuesToFields } from '#shared/validation.ts';
import { AppError } from '../http/app-error.ts';
import { staffBankStatementRoutes } from './bank-statement.ts';
import { staffMoneyRoutes } from './staff-money.routes.ts';
import { staffModerationRoutes } from './moderation.ts';
import { staffNewsRoutes } from './news.ts';
import { staffPaperworkRoutes } from './paperwork.ts';
import { actorOf, forRoles, staffAuthentication } from './staff-access.ts';
import { staffAdminRoutes, staffPublicAuthRoutes, staffSelfRoutes } from './staff-accounts.routes.ts';
import { STAFF_COMMANDS, type StaffSwitch } from './staff.service.ts';
import { staffTicketRoutes } from './tickets.ts';

const switchBody = v.object({ on: v.boolean('required') });

async function staffSwitchRoutes(app: FastifyInstance): Promise<void> {
  for (const name of Object.keys(STAFF_COMMANDS) as StaffSwitch[]) {
    app.get(`/v1/${name}`, async () => ({ data: { on: await STAFF_COMMANDS[name].get(app.ctx.db) } }));
    app.post(`/v1/${name}`, async (request) => {
      const body = v.safeParse(switchBody, request.body);
      if (!body.success) throw new AppError(400, 'validation_error', issuesToFields(body.issues));
      await STAFF_COMMANDS[name].set(app.ctx, actorOf(request), body.output.on);
      return { data: { on: body.output.on } };
    });
  }
}

export async function staffRoutes(app: FastifyInstance, options: { staffToken: string }): Promise<void> {
  app.decorateRequest('staff', null);
  await app.register(staffPublicAuthRoutes());
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', staffAuthentication(guarded, options.staffToken));
    await guarded.register(staffSelfRoutes);
    await guarded.register(forRoles(['moderator'], staffModerationRoutes));
    await guarded.register(forRoles(['finance'], staffMoneyRoutes));
    await guarded.register(forRoles(['finance'], staffBankStatementRoutes));
    await guarded.register(forRoles(['finance'], staffPaperworkRoutes));
    await guarded.register(forRoles(['support'], staffTicketRoutes));
    await guarded.register(forRoles(['admin'], staffNewsRoutes));
    await guarded.register(forRoles(['admin'], staffSwitchRoutes));
    await guarded.register(forRoles(['admin'], staffAdminRoutes));
  });
}
