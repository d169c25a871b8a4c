// The built-in billing simulator. Stateless and deterministic: the outcome of a payment is chosen by the last three
// digits of the account (docs/billing-simulator.md), so a person and the tests can reach every path on purpose.
//   …991 pending, then paid at the first status query      …994 account_not_found (lookup and payment)
//   …992 pending, then failed at the first status query    …995 invalid_prefix (lookup and payment)
//   …993 refused at once (payment_provider_error)          …996 no answer (timeout): outcome unknown, later paid
//   anything else: paid at once
import crypto from 'node:crypto';
import type { AccountInfo } from '#shared/api/catalogue.ts';
import type { Clock } from '../../clock.ts';
import type {
  AccountLookup,
  BillingLanguage,
  BillingOutcome,
  BillingPayment,
  BillingProvider,
  FiscalReceipt,
  LookupResult,
} from './billing-provider.ts';

export type SimulatedOutcome = 'PAID' | 'PENDING_THEN_PAID' | 'PENDING_THEN_FAILED' | 'FAILED' | 'ACCOUNT_NOT_FOUND' | 'INVALID_PREFIX' | 'TIMEOUT';

export const SIMULATED_SUFFIXES: Record<Exclude<SimulatedOutcome, 'PAID'>, string> = {
  PENDING_THEN_PAID: '991',
  PENDING_THEN_FAILED: '992',
  FAILED: '993',
  ACCOUNT_NOT_FOUND: '994',
  INVALID_PREFIX: '995',
  TIMEOUT: '996',
};

export function simulatedOutcome(account: string): SimulatedOutcome {
  const digits = account.replace(/\D/g, '');
  const found = Object.entries(SIMULATED_SUFFIXES).find(([, suffix]) => digits.endsWith(suffix));
  return (found?.[0] as SimulatedOutcome | undefined) ?? 'PAID';
}

/** A stable number in [0, modulo) from a text, so the same account always shows the same person and figures. */
function pick(text: string, modulo: number, salt = ''): number {
  return crypto.createHash('sha256').update(salt + text).digest().readUInt32BE(0) % modulo;
}

const NAMES = ['Karimov Aziz', 'Yusupova Malika', 'Rahimov Jasur', 'Toshmatova Dilnoza', 'Aliyev Bekzod', 'Nazarova Shahnoza'];
/** Street names in Latin, and in Cyrillic for the Uzbek Cyrillic (oz) address, which is written wholly in Cyrillic. */
const STREETS = [
  { latin: 'Amir Temur', oz: 'Амир Темур' },
  { latin: 'Mustaqillik', oz: 'Мустақиллик' },
  { latin: 'Navoiy', oz: 'Навоий' },
  { latin: 'Bobur', oz: 'Бобур' },
  { latin: 'Shota Rustaveli', oz: 'Шота Руставели' },
  { latin: 'Mirzo Ulugbek', oz: 'Мирзо Улуғбек' },
];
const TEXTS = {
  address: {
    uz: 'Toshkent sh., {street} ko‘chasi, {n}-uy',
    ru: 'г. Ташкент, ул. {street}, д. {n}',
    en: '{n} {street} street, Tashkent',
    oz: 'Тошкент ш., {street} кўчаси, {n}-уй',
  },
  description: { uz: 'Shaxsiy hisob faol', ru: 'Лицевой счёт активен', en: 'The account is active', oz: 'Шахсий ҳисоб фаол' },
  tariff: { uz: 'Aholi uchun', ru: 'Для населения', en: 'Residential', oz: 'Аҳоли учун' },
  PAYED_AMOUNT: { uz: 'To‘langan', ru: 'Оплачено', en: 'Paid', oz: 'Тўланган' },
  INVOICE_AMOUNT: { uz: 'Hisoblangan', ru: 'Начислено', en: 'Charged', oz: 'Ҳисобланган' },
  PHONE: { uz: 'Telefon', ru: 'Телефон', en: 'Phone', oz: 'Телефон' },
  INN: { uz: 'STIR', ru: 'ИНН', en: 'Taxpayer number', oz: 'СТИР' },
} as const;

function accountInfoOf(lookup: AccountLookup, language: BillingLanguage, now: Date): AccountInfo {
  const key = `${lookup.merchantKey}:${lookup.account}`;
  const charged = (pick(key, 2_000) + 100) * 1_000 * 100; // 100 000 – 2 099 000 so'm, whole so'm
  const payed = charged - (pick(key, 5, 'p') * charged) / 10;
  const debt = charged - payed;
  const lastPaymentAt = new Date(now.getTime() - (pick(key, 40, 'd') + 1) * 86_400_000);
  const streetNames = STREETS[pick(key, STREETS.length, 's')]!;
  const street = language === 'oz' ? streetNames.oz : streetNames.latin;
  return {
    balance: -debt,
    amount: debt > 0 ? debt : null,
    name: NAMES[pick(key, NAMES.length, 'n')]!,
    description: TEXTS.description[language],
    address: TEXTS.address[language].replace('{street}', street).replace('{n}', String(pick(key, 120, 'h') + 1)),
    lastPayment: { date: lastPaymentAt.toISOString(), amount: payed > 0 ? payed : charged },
    tariff: TEXTS.tariff[language],
    params: [
      { title: TEXTS.INVOICE_AMOUNT[language], key: 'INVOICE_AMOUNT', value: String(charged) },
      { title: TEXTS.PAYED_AMOUNT[language], key: 'PAYED_AMOUNT', value: String(payed) },
      { title: TEXTS.PHONE[language], key: 'PHONE', value: `99890${String(pick(key, 10_000_000, 't')).padStart(7, '0')}` },
      { title: TEXTS.INN[language], key: 'INN', value: String(300_000_000 + pick(key, 99_999_999, 'i')) },
    ],
  };
}

/** A receipt in the shape of the tax office's check link: terminal, receipt number, time, fiscal sign. */
function receiptOf(payment: BillingPayment, now: Date): FiscalReceipt {
  const digest = crypto.createHash('sha256').update(payment.invoiceId).digest();
  const terminalId = `EP${String(digest.readUInt32BE(0) % 1_000_000_000_000).padStart(12, '0')}`;
  const receiptId = String(digest.readUInt32BE(4) % 10_000_000);
  const fiscalSign = String(digest.readUInt32BE(8)).padStart(12, '0').slice(-12);
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return {
    receiptId,
    terminalId,
    fiscalSign,
    url: `https://ofd.soliq.uz/check?t=${terminalId}&r=${receiptId}&c=${stamp}&s=${fiscalSign}`,
  };
}

export function simulatedBilling(clock: Clock): BillingProvider {
  const ref = (payment: BillingPayment) => `SIM-${payment.invoiceNumber}`;
  const paid = (payment: BillingPayment): BillingOutcome => ({
    status: 'PAID',
    billingRef: ref(payment),
    receipt: receiptOf(payment, clock.now()),
  });
  return {
    name: 'simulated',
    async accountInfo(lookup, language): Promise<LookupResult> {
      const outcome = simulatedOutcome(lookup.account);
      if (outcome === 'ACCOUNT_NOT_FOUND') return { ok: false, code: 'account_not_found' };
      if (outcome === 'INVALID_PREFIX') return { ok: false, code: 'invalid_prefix' };
      return { ok: true, info: accountInfoOf(lookup, language, clock.now()) };
    },
    async pay(payment) {
      switch (simulatedOutcome(payment.account)) {
        case 'PENDING_THEN_PAID':
        case 'PENDING_THEN_FAILED':
          return { status: 'PENDING', billingRef: ref(payment) };
        case 'FAILED':
          return { status: 'FAILED', billingRef: ref(payment), code: 'payment_provider_error' };
        case 'ACCOUNT_NOT_FOUND':
          return { status: 'FAILED', billingRef: null, code: 'account_not_found' };
        case 'INVALID_PREFIX':
          return { status: 'FAILED', billingRef: null, code: 'invalid_prefix' };
        case 'TIMEOUT':
          throw new Error('billing simulator: no answer (simulated timeout)');
        default:
          return paid(payment);
      }
    },
    async status(payment) {
      switch (simulatedOutcome(payment.account)) {
        case 'PENDING_THEN_FAILED':
        case 'FAILED':
          return { status: 'FAILED', billingRef: ref(payment), code: 'payment_provider_error' };
        case 'ACCOUNT_NOT_FOUND':
          return { status: 'FAILED', billingRef: null, code: 'account_not_found' };
        case 'INVALID_PREFIX':
          return { status: 'FAILED', billingRef: null, code: 'invalid_prefix' };
        default:
          return paid(payment);
      }
    },
  };
}
