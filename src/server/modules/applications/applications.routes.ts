// spec 02 §7 cancellation requests: create (idempotent), list, get.
import type { FastifyInstance } from 'fastify';
import { createApplication as createApplicationCall, getApplication, listApplications as listApplicationsCall } from '#shared/api/applications.ts';
import { route } from '../../http/route.ts';
import { createApplication, findApplication, listApplications } from './applications.service.ts';

export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, createApplicationCall, ({ auth, body }) => createApplication(ctx, auth, { invoiceId: body.invoiceId, comment: body.comment ?? null }));
  route(app, listApplicationsCall, ({ auth, body }) => listApplications(ctx.db, auth, body));
  route(app, getApplication, ({ auth, params }) => findApplication(ctx.db, auth, { id: params.id }));
}
