// spec 01 §3 / spec 03: the business's deposit and reward balances as the top bar and the deposit pages show them.
import type { MoneyContext } from '../ledger/ledger.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../../http/auth.ts';
import { findBalance } from '../ledger/ledger.repository.ts';
import { netSpendingSince } from '../ledger/ledger.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window the recommendation averages over. */
export const RECOMMENDATION_DAYS = 7;

function businessOf(auth: Auth): string {
  if (!auth.businessId) throw new AppError(404, 'business_not_found');
  return auth.businessId;
}

/**
 * recommendedAmount: enough for one more average day. The average daily spending of the last 7 days (payments
 * reserved from the deposit, net of refunds) minus what the deposit holds now, never below zero. An employee gets
 * the business deposit (the top bar shows it, spec 03 §6). No tickets exist yet, so there is no agent message.
 */
export async function businessBalance(ctx: MoneyContext, auth: Auth) {
  const businessId = businessOf(auth);
  const now = ctx.clock.now();
  const balance = await findBalance(ctx.db, businessId, 'DEPOSIT');
  const spent = await netSpendingSince(ctx.db, businessId, new Date(now.getTime() - RECOMMENDATION_DAYS * DAY_MS));
  const recommendedAmount = Math.max(0, Math.ceil(spent / RECOMMENDATION_DAYS) - balance);
  return { balance, recommendedAmount, hasNewMessageForAgent: false };
}

/** The reward belongs to the agent; employees have no deposit pages (spec 03 §6). */
export async function rewardBalance(ctx: MoneyContext, auth: Auth) {
  if (auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
  return { sum: await findBalance(ctx.db, businessOf(auth), 'REWARD') };
}
