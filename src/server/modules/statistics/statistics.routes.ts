import type { FastifyInstance } from 'fastify';
import { getStatistics } from '#shared/api/statistics.ts';
import { route } from '../../http/route.ts';
import { statisticsOf } from './statistics.service.ts';

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, getStatistics, ({ auth, query }) => statisticsOf(ctx, auth, query));
}
