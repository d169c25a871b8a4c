import type { FastifyInstance } from 'fastify';
import { listSettings } from '#shared/api/settings.ts';
import { route } from '../../http/route.ts';
import { publicSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, listSettings, () => publicSettings(app.ctx.db));
}
