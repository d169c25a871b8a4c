// spec 03 §7 deposit and rewards calls (owner only).
import type { FastifyInstance } from 'fastify';
import { listIncomes, listIncomeTypes, listRewards, partnerRewardSum, rewardStats } from '#shared/api/deposit.ts';
import { route } from '../../http/route.ts';
import * as deposit from './deposit.service.ts';

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listIncomes, ({ auth, body }) => deposit.listIncomes(ctx, auth, body));
  route(app, listIncomeTypes, async ({ auth }) => deposit.incomeTypes(auth));
  route(app, partnerRewardSum, ({ auth, body }) => deposit.partnerRewardSum(ctx, auth, body));
  route(app, rewardStats, ({ auth, body }) => deposit.rewardStats(ctx, auth, body));
  route(app, listRewards, ({ auth, body }) => deposit.listRewards(ctx, auth, body));
}
