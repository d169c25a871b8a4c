// /api/staff/v1: the provider's side, behind the staff token (DESIGN §4).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { issuesToFields } from '#shared/validation.ts';
import { AppError } from '../http/app-error.ts';
import { bearerToken, sameSecret } from '../http/auth.ts';
import { staffBankStatementRoutes } from './bank-statement.ts';
import { staffMoneyRoutes } from './staff-money.routes.ts';
import { staffModerationRoutes } from './moderation.ts';
import { staffNewsRoutes } from './news.ts';
import { staffPaperworkRoutes } from './paperwork.ts';
import { STAFF_COMMANDS, type StaffSwitch } from './staff.service.ts';
import { staffTicketRoutes } from './tickets.ts';

const switchBody = v.object({ on: v.boolean('required') });

export async function staffRoutes(app: FastifyInstance, options: { staffToken: string }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token || !sameSecret(token, options.staffToken)) throw new AppError(401, 'unauthorized');
  });

  for (const name of Object.keys(STAFF_COMMANDS) as StaffSwitch[]) {
    app.get(`/v1/${name}`, async () => ({ data: { on: await STAFF_COMMANDS[name].get(app.ctx.db) } }));
    app.post(`/v1/${name}`, async (request) => {
      const body = v.safeParse(switchBody, request.body);
      if (!body.success) throw new AppError(400, 'validation_error', issuesToFields(body.issues));
      await STAFF_COMMANDS[name].set(app.ctx.db, body.output.on);
      return { data: { on: body.output.on } };
    });
  }
  await app.register(staffMoneyRoutes);
  await app.register(staffBankStatementRoutes);
  await app.register(staffModerationRoutes);
  await app.register(staffNewsRoutes);
  await app.register(staffTicketRoutes);
  await app.register(staffPaperworkRoutes);
}
