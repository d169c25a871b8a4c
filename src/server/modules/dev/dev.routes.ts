// The dev SMS outbox (DESIGN §4): lists the codes the dev provider "sent". Every live code is in it, so it answers
// only where nobody else can ask (issue 14 item 3): never in production, and by default only to a loopback client
// of a server that listens on loopback. DEV_SMS_OUTBOX=on opens it on purpose (a demo on the shop's tablets).
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalisePhone } from '#shared/phone.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { handRoute } from '../../http/openapi.ts';
import { listDevPushes } from '../../providers/push/dev-push-provider.ts';
import { listDevSms } from '../../providers/sms/dev-sms-provider.ts';

export function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === 'localhost';
}

/** Whether this request may read the outbox. Behind an untrusted proxy every client looks local: refused. */
export function servesDevOutbox(config: Config, request: FastifyRequest): boolean {
  if (config.env === 'production') return false;
  if (config.devSmsOutbox === 'on') return true;
  const forwarded = !config.trustProxy && (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined);
  return isLoopback(config.host) && isLoopback(request.ip) && !forwarded;
}

export async function devRoutes(app: FastifyInstance): Promise<void> {
  const outboxRoute = handRoute({
    summary: 'The dev SMS outbox (development only, loopback only unless DEV_SMS_OUTBOX=on)',
    security: 'none',
    parameters: [{ name: 'phone', in: 'query', required: true, schema: { type: 'string' }, example: '998900000001' }],
    responses: {
      200: {
        description: 'The last 50 messages to the phone, newest first.',
        contentType: 'application/json',
        schema: {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              items: {
                type: 'object',
                properties: { phone: { type: 'string' }, text: { type: 'string' }, code: { type: ['string', 'null'] }, createdDate: { type: 'string' } },
                required: ['phone', 'text', 'code', 'createdDate'],
              },
            },
          },
          required: ['data'],
        },
      },
    },
    errors: { 400: 'validation_error', 404: 'not_found' },
  });
  app.get<{ Querystring: { phone?: string } }>('/api/dev/v1/sms', outboxRoute, async (request) => {
    if (app.ctx.sms.name !== 'dev' || !servesDevOutbox(app.ctx.config, request)) throw new AppError(404, 'not_found');
    const phone = normalisePhone(typeof request.query.phone === 'string' ? request.query.phone : '');
    if (!phone) throw new AppError(400, 'validation_error', { phone: 'invalid' });
    return { data: await listDevSms(app.ctx.db, phone) };
  });
  // The dev push outbox (issue 21): what the dev push provider would have sent to a subscription's endpoint.
  const pushOutboxRoute = handRoute({
    summary: 'The dev push outbox (development only, loopback only unless DEV_SMS_OUTBOX=on)',
    security: 'none',
    parameters: [{ name: 'endpoint', in: 'query', required: true, schema: { type: 'string', maxLength: 1000 }, example: 'https://push.example/abc' }],
    responses: {
      200: {
        description: 'What the dev push provider would have sent to the subscription endpoint, newest first.',
        contentType: 'application/json',
        schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } } }, required: ['data'] },
      },
    },
    errors: { 400: 'validation_error', 404: 'not_found' },
  });
  app.get<{ Querystring: { endpoint?: string } }>('/api/dev/v1/push', pushOutboxRoute, async (request) => {
    if (app.ctx.push.name !== 'dev' || !servesDevOutbox(app.ctx.config, request)) throw new AppError(404, 'not_found');
    const endpoint = typeof request.query.endpoint === 'string' ? request.query.endpoint : '';
    if (!endpoint || endpoint.length > 1000) throw new AppError(400, 'validation_error', { endpoint: 'invalid' });
    return { data: await listDevPushes(app.ctx.db, endpoint) };
  });
}
