// spec 01 §3 / spec 03: the prepaid deposit and the reward balance, both in tiyin, refetched every 60 s.
import * as v from 'valibot';
import { defineCall } from './contract.ts';

export const BALANCE_REFETCH_MS = 60_000;

export const getBalance = defineCall({
  method: 'GET',
  path: '/v1/business/balance',
  scoped: true,
  answer: v.object({ balance: v.number(), recommendedAmount: v.number(), hasNewMessageForAgent: v.boolean() }),
});

export const getRewardBalance = defineCall({
  method: 'GET',
  path: '/v1/business/reward-balance',
  answer: v.object({ sum: v.number() }),
});
