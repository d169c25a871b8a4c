// /api/staff/v1 money actions (registered inside the staff plugin, behind its token): deposit credits, application
// review, a reconcile pass on demand and the ledger check. Amounts are tiyin, as everywhere on the wire.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '#shared/api/applications.ts';
import { MAX_PAGE } from '#shared/api/paging.ts';
import { INCOME_SOURCES, INCOME_TYPES } from '#shared/api/deposit.ts';
import { issuesToFields, moneyAmount, requiredString } from '#shared/validation.ts';
import { AppError } from '../http/app-error.ts';
import { actorOf } from './staff-access.ts';
import { approveApplication, creditDeposit, ledgerCheck, reconcileNow, rejectApplication, staffApplication, staffApplications } from './staff-money.service.ts';

const text = requiredString(500);
const threeLanguages = v.object({ uz: text, ru: text, en: text });

const depositBody = v.object({
  /** Tax number or business id. */
  business: text,
  amount: moneyAmount(),
  typeIncome: v.optional(v.picklist(INCOME_TYPES, 'invalid'), 'TRANSFER'),
  /** By default HUMANS for the partner's rewards, UPAY for the rest. */
  source: v.optional(v.nullable(v.picklist(INCOME_SOURCES, 'invalid')), null),
  /** YYYY-MM-DD: the Tashkent day a partner's reward is for (by default the day before the credit). */
  rewardDate: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'))), null),
  comment: v.optional(v.nullable(text), null),
});
const rejectBody = v.object({ title: threeLanguages, description: v.optional(v.nullable(threeLanguages), null) });
const listQuery = v.object({
  status: v.optional(v.picklist(APPLICATION_STATUSES, 'invalid')),
  page: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('invalid'), v.minValue(0, 'min_value:0'), v.maxValue(MAX_PAGE, `max_value:${MAX_PAGE}`)), '0'),
  perPage: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('invalid'), v.minValue(1, 'min_value:1'), v.maxValue(1000, 'max_value:1000')), '100'),
});

export function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value ?? {});
  if (!result.success) throw new AppError(400, 'validation_error', issuesToFields(result.issues));
  return result.output;
}

const numberParam = (request: FastifyRequest) => (request.params as { number: string }).number;

export async function staffMoneyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post('/v1/deposit', async (request) => ({ data: await creditDeposit(ctx, actorOf(request), parse(depositBody, request.body)) }));
  app.get('/v1/applications', async (request) => {
    const query = parse(listQuery, request.query);
    return { data: await staffApplications(ctx, { status: query.status ?? null, page: query.page, perPage: query.perPage }) };
  });
  app.get('/v1/applications/:number', async (request) => ({ data: await staffApplication(ctx, numberParam(request)) }));
  app.post('/v1/applications/:number/approve', async (request) => ({ data: await approveApplication(ctx, actorOf(request), numberParam(request)) }));
  app.post('/v1/applications/:number/reject', async (request) => {
    const body = parse(rejectBody, request.body);
    return { data: await rejectApplication(ctx, actorOf(request), numberParam(request), body) };
  });
  app.post('/v1/reconcile', async (request) => ({ data: await reconcileNow(ctx, actorOf(request)) }));
  app.get('/v1/ledger/check', async () => ({ data: await ledgerCheck(ctx) }));
}
