import type { FastifyInstance } from 'fastify';
import { listNews } from '#shared/api/news.ts';
import { route } from '../../http/route.ts';
import { pageNews } from './news.service.ts';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  route(app, listNews, ({ body }) => pageNews(app.ctx.db, body));
}
