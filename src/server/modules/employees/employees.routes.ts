import type { FastifyInstance } from 'fastify';
import { listEmployees } from '#shared/api/sale-points.ts';
import { route } from '../../http/route.ts';
import { pageEmployees } from './employees.service.ts';

export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listEmployees, ({ auth, body }) => pageEmployees(ctx, auth, body));
}
