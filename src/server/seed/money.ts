// Demo money (seed `demo`, once): deposit incomes and a week of payments by the demo agent and employee at the demo
// sale points, made through the real services on a moving clock, so balances, rewards, receipts, statistics and
// cancellation requests look lived-in and the ledger holds exactly what the services would have written.
import { tashkentDay } from '#shared/period.ts';
import type { IncomeType } from '#shared/api/deposit.ts';
import type { Auth } from '../context.ts';
import { createApplication, rejectApplication } from '../modules/applications/applications.service.ts';
import { creditDepositIncome } from '../modules/ledger/ledger.service.ts';
import { createInvoice } from '../modules/payments/invoices.service.ts';
import { payInvoice } from '../modules/payments/pay.service.ts';
import { simulatedBilling } from '../providers/billing/simulated-billing.ts';
import type { Db } from '../db/database.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import { DEMO_SALE_POINTS } from './demo-sale-points.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const som = (value: number) => value * 100;

// The partner's (HUMANS) daily rewards are posted the morning after their day (spec 03 §2 day view).
const INCOMES: { daysAgo: number; som: number; type: IncomeType }[] = [
  { daysAgo: 13, som: 3_000_000, type: 'TRANSFER' },
  { daysAgo: 6, som: 1_500_000, type: 'BANK_CARD' },
  { daysAgo: 5, som: 4_200, type: 'REWARD_HUMANS_DAILY' },
  { daysAgo: 2, som: 3_100, type: 'REWARD_HUMANS_DAILY' },
  { daysAgo: 1, som: 2_000_000, type: 'TRANSFER' },
  { daysAgo: 1, som: 2_750, type: 'REWARD_HUMANS_DAILY' },
];

type DemoPayment = {
  hoursAgo: number;
  merchant: string;
  account: string;
  som: number;
  by: 'agent' | 'employee';
  point: 0 | 1;
  region?: string;
  type?: string;
  /** Pay it (true) or leave it OPEN. */
  pay?: boolean;
};

// Accounts follow the billing simulator (docs/billing-simulator.md): …991 stays pending until the reconcile job
// runs, …993 fails.
const PAYMENTS: DemoPayment[] = [
  { hoursAgo: 150, merchant: 'beeline', account: '901234567', som: 20_000, by: 'agent', point: 0 },
  { hoursAgo: 146, merchant: 'suvsoz', account: '1234567', som: 85_000, by: 'employee', point: 0 },
  { hoursAgo: 126, merchant: 'ucell', account: '935550011', som: 15_000, by: 'agent', point: 1 },
  { hoursAgo: 122, merchant: 'toza-hudud', account: 'TH-100200', som: 32_000, by: 'employee', point: 0 },
  { hoursAgo: 101, merchant: 'uzmobile', account: '991112233', som: 50_000, by: 'agent', point: 0 },
  { hoursAgo: 77, merchant: 'mobiuz', account: '971234500', som: 10_000, by: 'employee', point: 0 },
  { hoursAgo: 74, merchant: 'suvsoz', account: '2345993', som: 40_000, by: 'agent', point: 1 },
  { hoursAgo: 52, merchant: 'beeline', account: '911002030', som: 30_000, by: 'employee', point: 0 },
  { hoursAgo: 50, merchant: 'yandex-go', account: '901112299', som: 100_000, by: 'agent', point: 1 },
  { hoursAgo: 27, merchant: 'humans', account: '331234567', som: 25_000, by: 'agent', point: 0 },
  { hoursAgo: 20, merchant: 'sarkor', account: '604512', som: 120_000, by: 'agent', point: 1 },
  { hoursAgo: 25, merchant: 'ucell', account: '945556677', som: 12_000, by: 'agent', point: 1 },
  { hoursAgo: 6, merchant: 'suvsoz', account: '3456789', som: 64_000, by: 'employee', point: 0 },
  { hoursAgo: 5, merchant: 'beeline', account: '901234567', som: 10_000, by: 'employee', point: 0 },
  { hoursAgo: 4, merchant: 'toza-hudud', account: 'TH-100991', som: 28_000, by: 'agent', point: 0 },
  { hoursAgo: 3, merchant: 'perfectum', account: '981230000', som: 5_000, by: 'agent', point: 1 },
  { hoursAgo: 2, merchant: 'uzmobile', account: '771234567', som: 40_000, by: 'employee', point: 0 },
  { hoursAgo: 1, merchant: 'mobiuz', account: '881230011', som: 7_000, by: 'agent', point: 0, pay: false },
];

export async function seedMoney(db: Db, now = new Date()): Promise<boolean> {
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'phone', 'role', 'business_id'])
    .where('phone', 'in', [DEMO_ACCOUNTS.agent.phone, DEMO_ACCOUNTS.employee.phone])
    .execute();
  const agent = users.find((user) => user.phone === DEMO_ACCOUNTS.agent.phone);
  const employee = users.find((user) => user.phone === DEMO_ACCOUNTS.employee.phone);
  const businessId = agent?.business_id;
  if (!agent || !employee || !businessId) return false;
  if (await db.selectFrom('ledger_entry').select('id').where('business_id', '=', businessId).limit(1).executeTakeFirst()) return false;
  const points = DEMO_SALE_POINTS.filter((point) => point.status === 'ACTIVE').map((point) => point.id);
  const found = await db.selectFrom('sale_point').select('id').where('id', 'in', points).execute();
  if (found.length !== points.length) return false;
  const merchants = new Map((await db.selectFrom('merchant').select(['id', 'key']).execute()).map((row) => [row.key, row.id]));

  let at = now;
  const clock = { now: () => at };
  // The demo's history is paid through the billing simulator, on the seed's own clock.
  const ctx = { db, clock, billing: simulatedBilling(clock) };
  const authOf = (user: { id: string; role: string }): Auth => ({
    userId: user.id,
    role: user.role === 'EMPLOYEE' ? 'EMPLOYEE' : 'AGENT',
    businessId,
    deviceId: 'seed',
    sessionId: 'seed',
  });

  for (const income of INCOMES) {
    at = new Date(now.getTime() - income.daysAgo * DAY);
    await db.transaction().execute((tx) =>
      creditDepositIncome(tx, {
        businessId,
        amount: som(income.som),
        typeIncome: income.type,
        source: income.type === 'REWARD_HUMANS_DAILY' ? 'HUMANS' : 'UPAY',
        comment: null,
        at,
        rewardDate: income.type === 'REWARD_HUMANS_DAILY' ? new Date(tashkentDay(at.getTime() - DAY).start) : null,
      }),
    );
  }

  const paid: { invoiceId: string; auth: Auth }[] = [];
  for (const payment of PAYMENTS) {
    const merchantId = merchants.get(payment.merchant);
    if (!merchantId) continue;
    at = new Date(now.getTime() - payment.hoursAgo * HOUR);
    const auth = authOf(payment.by === 'agent' ? agent : employee);
    const opened = await createInvoice(ctx, auth, {
      salePointId: points[payment.point]!,
      agentMerchantId: merchantId,
      account: payment.account,
      region: payment.region ?? null,
      subRegion: null,
      type: payment.type ?? null,
      amount: som(payment.som),
      requestDate: at.getTime(),
    });
    if (payment.pay === false) continue;
    at = new Date(at.getTime() + 20_000);
    const result = await payInvoice(ctx, auth, opened.invoiceNumber);
    if (result.status === 'SUCCESSFUL') paid.push({ invoiceId: result.invoice.id, auth });
  }

  // Two cancellation requests on refundable payments: one waits for staff, one was rejected.
  const refundable = [];
  for (const candidate of paid) {
    const invoice = await db
      .selectFrom('invoice')
      .innerJoin('merchant', 'merchant.id', 'invoice.merchant_id')
      .select(['invoice.created_at', 'merchant.refundable_hours'])
      .where('invoice.id', '=', candidate.invoiceId)
      .executeTakeFirstOrThrow();
    const hours = invoice.refundable_hours;
    if (hours !== null && now.getTime() - Date.parse(invoice.created_at) < (hours - 1) * HOUR) refundable.push(candidate);
  }
  at = now;
  const [waiting, rejected] = refundable.slice(-2);
  if (rejected) {
    const application = await createApplication(ctx, rejected.auth, { invoiceId: rejected.invoiceId, comment: "Mijoz noto'g'ri raqam kiritdi" });
    await rejectApplication(ctx, SERVICE_ACTOR, application.number, {
      title: { uz: "To'lov allaqachon o'tkazilgan", ru: 'Платёж уже зачислен', en: 'The payment was already credited' },
      description: {
        uz: "Xizmat ko'rsatuvchi to'lovni qabul qilgan, bekor qilib bo'lmaydi",
        ru: 'Поставщик услуги принял платёж, отмена невозможна',
        en: 'The service provider accepted the payment; it cannot be cancelled',
      },
    });
  }
  if (waiting) await createApplication(ctx, waiting.auth, { invoiceId: waiting.invoiceId, comment: 'Ikki marta to‘langan' });
  return true;
}
