// spec 02 §7 / spec 03 balances: the deposit (scoped: an employee sees the business's), the reward balance (agent
// only) and the recommended top-up (the last 7 days' average daily spending minus the deposit, never below 0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from './helper.ts';
import { balance, deposit, EMPLOYEE_BASE, invoiceBody, moneyWorld, otherBusiness, payment, rewardSum, type World } from './money-helper.ts';

let w: World;
beforeAll(async () => {
  w = await moneyWorld();
});
afterAll(() => w.t.close());

describe('GET /v1/business/balance', () => {
  it('answers the deposit, the recommendation and no agent message; an employee sees the business deposit', async () => {
    const agent = await call(w.t.app, 'GET', '/v1/business/balance', { token: w.agent.accessToken });
    expect(agent.body.data).toEqual({ balance: expect.any(Number), recommendedAmount: expect.any(Number), hasNewMessageForAgent: false });
    expect(agent.body.data.balance).toBeGreaterThan(0); // the demo history funded it
    expect(await balance(w.t, w.employee.accessToken, EMPLOYEE_BASE)).toBe(agent.body.data.balance);
    expectError(await call(w.t.app, 'GET', '/v1/business/balance', { token: w.employee.accessToken }), 403, 'access_denied');
  });

  it('recommends the average daily spending of the last 7 days minus the deposit, not below zero', async () => {
    const other = await otherBusiness(w.t);
    const read = async () => (await call(w.t.app, 'GET', '/v1/business/balance', { token: other.agent.accessToken })).body.data;
    expect(await read()).toEqual({ balance: 0, recommendedAmount: 0, hasNewMessageForAgent: false });
    await deposit(w.t, other.taxNumber, 70_000_000);
    // 70 000 000 reserved (69 950 000 and the 500 so'm commission): a 7-day average of 10 000 000, and 0 left.
    await payment(w.t, other.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234567', 69_950_000, other.salePointId));
    expect(await read()).toEqual({ balance: 0, recommendedAmount: 10_000_000, hasNewMessageForAgent: false });
    await deposit(w.t, other.taxNumber, 4_000_000);
    expect((await read()).recommendedAmount).toBe(6_000_000);
    await deposit(w.t, other.taxNumber, 20_000_000);
    expect((await read()).recommendedAmount).toBe(0);
    // A refused payment gives its reserve back and does not count as spending.
    await payment(w.t, other.agent.accessToken, invoiceBody(w.merchant('suvsoz'), '1234993', 1_000_000, other.salePointId));
    expect(await read()).toMatchObject({ balance: 24_000_000, recommendedAmount: 0 });
  });
});

describe('GET /v1/business/reward-balance', () => {
  it('answers the agent\'s reward sum, growing with paid payments, and refuses employees', async () => {
    const before = await rewardSum(w.t, w.agent.accessToken);
    await payment(w.t, w.agent.accessToken, invoiceBody(w.merchant('beeline'), '901234567', 10_000_000));
    expect(await rewardSum(w.t, w.agent.accessToken)).toBe(before + 150_000); // 1.5 %
    expectError(await call(w.t.app, 'GET', '/v1/business/reward-balance', { token: w.employee.accessToken }), 403, 'access_denied');
  });
});
