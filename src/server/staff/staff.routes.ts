// /api/staff/v1 (the calls are src/shared/api/staff-*.ts): the provider's side (DESIGN §4). Staff users sign in with a password and a TOTP code; STAFF_TOKEN
// acts as the service account. Each group of routes names the roles that may use it (issue 15 item 3).
import type { FastifyInstance } from 'fastify';
import { SWITCH_CALLS, STAFF_SWITCHES } from '#shared/api/staff-settings.ts';
import { route } from '../http/route.ts';
import { staffBankStatementRoutes } from './bank-statement.ts';
import { staffMoneyRoutes } from './staff-money.routes.ts';
import { staffModerationRoutes } from './moderation.ts';
import { staffNewsRoutes } from './news.ts';
import { staffPaperworkRoutes } from './paperwork.ts';
import { actorOf, forRoles, staffAuthentication } from './staff-access.ts';
import { staffAdminRoutes, staffPublicAuthRoutes, staffSelfRoutes } from './staff-accounts.routes.ts';
import { STAFF_COMMANDS } from './staff.service.ts';
import { staffTicketRoutes } from './tickets.ts';

async function staffSwitchRoutes(app: FastifyInstance): Promise<void> {
  for (const name of STAFF_SWITCHES) {
    route(app, SWITCH_CALLS[name].get, async () => ({ on: await STAFF_COMMANDS[name].get(app.ctx.db) }));
    route(app, SWITCH_CALLS[name].set, async ({ body, request }) => {
      await STAFF_COMMANDS[name].set(app.ctx, actorOf(request), body.on);
      return { on: body.on };
    });
  }
}

export async function staffRoutes(app: FastifyInstance, options: { staffToken: string }): Promise<void> {
  app.decorateRequest('staff', null);
  await app.register(staffPublicAuthRoutes);
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
