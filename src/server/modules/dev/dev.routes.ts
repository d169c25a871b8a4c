// The dev SMS outbox (DESIGN §4): lists the codes the dev provider "sent". Never served in production.
import type { FastifyInstance } from 'fastify';
import { normalisePhone } from '#shared/phone.ts';
import { AppError } from '../../http/app-error.ts';
import { listDevSms } from '../../providers/sms/dev-sms-provider.ts';

export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { phone?: string } }>('/api/dev/v1/sms', async (request) => {
    if (app.ctx.config.env === 'production' || app.ctx.sms.name !== 'dev') throw new AppError(404, 'not_found');
    const phone = normalisePhone(request.query.phone ?? '');
    if (!phone) throw new AppError(400, 'validation_error', { phone: 'invalid' });
    return { data: await listDevSms(app.ctx.db, phone) };
  });
}
