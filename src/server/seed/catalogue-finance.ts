// Demo banks & cards and other merchants, among them the card-to-card static merchant behind the card top-up flow.
import { CARD_TO_CARD_KEY } from '#shared/api/catalogue.ts';
import { MOBILE_PREFIXES } from '#shared/payment-rules.ts';
import { field, names, phoneField, type SeedMerchant } from './catalogue-model.ts';

const CARD_NUMBER = names('Karta raqami', 'Номер карты', 'Card number', 'Карта рақами');

export const FINANCE_MERCHANTS: SeedMerchant[] = [
  {
    // spec 02 §4 card top-up: static key P2P; limits with an SMS-confirmation threshold; PERCENT OUTSIDE commission.
    key: CARD_TO_CARD_KEY,
    name: names('Kartani toʻldirish', 'Пополнение карты', 'Card top-up', 'Картани тўлдириш'),
    image: 'p2p.png',
    type: 'SIMPLE',
    category: 'banks',
    agentRewardPercent: 0.3,
    commission: { type: 'PERCENT', percent: 1, calcType: 'OUTSIDE' },
    tags: ['cards', 'p2p'],
    account: [
      field({
        name: 'number',
        type: 'NUMBER',
        title: CARD_NUMBER,
        placeholder: '8600 0000 0000 0000',
        mask: { value: '#### #### #### ####', unmask: true },
        pattern: '^\\d{16}$',
        startWith: ['8600', '9860'],
      }),
    ],
    amount: { minSom: 1_000, maxSom: 5_000_000, withConfirmationSom: 1_000_000 },
  },
  {
    // ACCOUNT_LIST; FIXED INSIDE commission (taken from the amount).
    key: 'kapitalbank-kredit',
    name: names('Kapitalbank — kredit toʻlovi', 'Капиталбанк — погашение кредита', 'Kapitalbank loan repayment', 'Капиталбанк — кредит тўлови'),
    legalName: '«Kapitalbank» ATB',
    image: 'kapitalbank-kredit.png',
    type: 'ACCOUNT_LIST',
    category: 'banks',
    agentRewardPercent: 0.5,
    commission: { type: 'FIXED', som: 2_000, calcType: 'INSIDE' },
    tags: ['banks', 'credit'],
    account: [
      field({
        name: 'contract',
        type: 'TEXT',
        title: names('Kredit shartnomasi raqami', 'Номер кредитного договора', 'Loan agreement number', 'Кредит шартномаси рақами'),
        placeholder: 'KB-123456',
        pattern: '^KB-\\d{6}$',
      }),
    ],
    amount: { minSom: 10_000, maxSom: 100_000_000 },
  },
  {
    // MULTI_CURRENCY: amounts with decimals; a Visa number mask; PERCENT OUTSIDE commission.
    key: 'visa-usd',
    name: names('Visa kartani toʻldirish (USD)', 'Пополнение карты Visa (USD)', 'Visa card top-up (USD)', 'Visa картани тўлдириш (USD)'),
    legalName: '«Anorbank» ATB',
    image: 'visa-usd.png',
    type: 'MULTI_CURRENCY',
    category: 'banks',
    agentRewardPercent: 0.5,
    commission: { type: 'PERCENT', percent: 1.5, calcType: 'OUTSIDE' },
    tags: ['cards', 'currency'],
    account: [
      field({
        name: 'number',
        type: 'NUMBER',
        title: CARD_NUMBER,
        placeholder: '4000 0000 0000 0000',
        mask: { value: '#### #### #### ####', unmask: true },
        pattern: '^4\\d{15}$',
        startWith: ['4'],
      }),
    ],
    amount: { availableDecimal: true, minSom: 10_000, maxSom: 20_000_000 },
  },
];

export const OTHER_MERCHANTS: SeedMerchant[] = [
  {
    // An operator-prefixed phone as the account; cancellable for one hour.
    key: 'yandex-go',
    name: names('Yandex Go — haydovchi balansi', 'Yandex Go — баланс водителя', 'Yandex Go driver balance', 'Yandex Go — ҳайдовчи баланси'),
    legalName: '«Yandex.Taxi Uzbekistan» MChJ',
    image: 'yandex-go.png',
    type: 'ACCOUNT',
    category: 'others',
    favoritePosition: 3,
    agentRewardPercent: 1,
    tags: ['taxi'],
    refundableHours: 1,
    account: [phoneField(MOBILE_PREFIXES, { title: names('Haydovchi telefoni', 'Телефон водителя', 'Driver phone', 'Ҳайдовчи телефони') })],
    amount: { minSom: 5_000, maxSom: 3_000_000 },
  },
  {
    // SIMPLE: the donor's phone is the account (the foundation thanks by SMS); no commission, no reward.
    key: 'mehr-xayriya',
    name: names('«Mehr» xayriya jamgʻarmasi', 'Благотворительный фонд «Мехр»', 'Mehr charity foundation', '«Меҳр» хайрия жамғармаси'),
    image: 'mehr-xayriya.png',
    type: 'SIMPLE',
    category: 'others',
    agentRewardPercent: 0,
    tags: ['charity'],
    account: [
      phoneField(MOBILE_PREFIXES, {
        name: 'donorPhone',
        title: names('Xayriyachi telefoni', 'Телефон жертвователя', 'Donor phone', 'Хайриячи телефони'),
      }),
    ],
    amount: { minSom: 1_000 },
  },
];
