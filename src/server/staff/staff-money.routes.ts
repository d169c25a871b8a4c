// /api/staff/v1 money actions (finance; the calls are src/shared/api/staff-deposits.ts and staff-applications.ts):
// deposit credits, application review, a reconcile pass on demand and the ledger check. Amounts are tiyin.
import type { FastifyInstance } from 'fastify';
import * as applications from '#shared/api/staff-applications.ts';
import * as deposits from '#shared/api/staff-deposits.ts';
import { route } from '../http/route.ts';
import { actorOf } from './staff-access.ts';
import { approveApplication, creditDeposit, ledgerCheck, reconcileNow, rejectApplication, staffApplication, staffApplications } from './staff-money.service.ts';

export async function staffMoneyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, deposits.creditDeposit, async ({ body, request, idempotency }) => creditDeposit(ctx, actorOf(request), body, idempotency), {
    idempotency: 'in-transaction',
  });
  route(app, applications.listStaffApplications, async ({ query }) =>
    staffApplications(ctx, { status: query.status ?? null, page: query.page, perPage: query.perPage }),
  );
  route(app, applications.getStaffApplication, async ({ params }) => staffApplication(ctx, params.number));
  route(app, applications.approveApplication, async ({ params, request }) => approveApplication(ctx, actorOf(request), params.number));
  route(app, applications.rejectApplication, async ({ params, body, request }) => rejectApplication(ctx, actorOf(request), params.number, body));
  route(app, deposits.reconcile, async ({ request }) => reconcileNow(ctx, actorOf(request)));
  route(app, deposits.ledgerCheck, async () => ledgerCheck(ctx));
}
