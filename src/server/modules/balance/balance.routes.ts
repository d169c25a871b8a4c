// spec 02 §7 / spec 03 §7 balances: GET /v1/business/balance (scoped) and GET /v1/business/reward-balance.
import type { FastifyInstance } from 'fastify';
import { getBalance, getRewardBalance } from '#shared/api/balance.ts';
import { route } from '../../http/route.ts';
import { businessBalance, rewardBalance } from './balance.service.ts';

export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, getBalance, ({ auth }) => businessBalance(ctx, auth));
  route(app, getRewardBalance, ({ auth }) => rewardBalance(ctx, auth));
}
