// spec 01 §3 / spec 03: the business's deposit and reward balances as the top bar and the deposit pages show them.
import type { MoneyContext } from '../ledger/ledger.service.ts';
import { AppError } from '../../http/app-error.ts';
import { businessIdOf } from '../business/business-of.ts';
import type { Auth } from '../../context.ts';
import { findBalance } from '../ledger/ledger.repository.ts';
import { tashkentDayKey } from '../payments/aggregates.ts';
import { spentSinceDay } from '../payments/aggregates.repository.ts';
import { hasUnreadForAgent } from '../tickets/tickets.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window the recommendation averages over. */
export const RECOMMENDATION_DAYS = 7;


/**
 * recommendedAmount: enough for one more average day. The average daily spending of the last 7 days (payments
 * reserved from the deposit, net of refunds) minus what the deposit holds now, never below zero. An employee gets
 * the business deposit (the top bar shows it, spec 03 §6). hasNewMessageForAgent: an ADMIN message of one of the
 * business's tickets is unread; tickets are the owner's, so an employee never has one.
 */
export async function businessBalance(ctx: MoneyContext, auth: Auth) {
  const businessId = businessIdOf(auth);
  const now = ctx.clock.now();
  const balance = await findBalance(ctx.db, businessId, 'DEPOSIT');
  // The last 7 Tashkent days, today included, from the daily aggregate (no sum over the ledger's history).
  const spent = Math.max(0, await spentSinceDay(ctx.db, businessId, tashkentDayKey(now.getTime() - (RECOMMENDATION_DAYS - 1) * DAY_MS)));
  const recommendedAmount = Math.max(0, Math.ceil(spent / RECOMMENDATION_DAYS) - balance);
  const hasNewMessageForAgent = auth.role === 'AGENT' && (await hasUnreadForAgent(ctx.db, businessId));
  return { balance, recommendedAmount, hasNewMessageForAgent };
}

/** The reward belongs to the agent; employees have no deposit pages (spec 03 §6). */
export async function rewardBalance(ctx: MoneyContext, auth: Auth) {
  if (auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
  return { sum: await findBalance(ctx.db, businessIdOf(auth), 'REWARD') };
}
