// spec 02 §2, §4, §5 workspace rules: which services show and in which order, the flow of each type, the account
// sent (primary field, prefix, unmasking), amounts typed in so'm and checked in tiyin, the tier in force and its
// commission, the monthly limit warning, the MOBILE step rule and phone check, the card top-up confirmation.
import { describe, expect, it } from 'vitest';
import type { CommissionTier, Merchant } from '#shared/api/catalogue.ts';
import type { AccountField } from '#shared/payment-rules.ts';
import {
  accountDisplay,
  accountFields,
  accountOf,
  activeTier,
  amountLimits,
  chargeFor,
  checkAmount,
  checkMobilePhone,
  flowOf,
  limitWarning,
  needsSmsConfirmation,
  operatorOf,
  parseSum,
  quickAmounts,
  thresholdOf,
  visibleMerchants,
} from '#client/features/payments/flow-rules.ts';

function field(overrides: Partial<AccountField>): AccountField {
  return {
    name: 'account',
    type: 'NUMBER',
    title: { uz: 'Hisob', ru: 'Счёт', en: 'Account' },
    placeholder: null,
    prefix: null,
    mask: null,
    validation: { pattern: null, required: true, startWith: null },
    position: 1,
    primary: true,
    status: 'ACTIVE',
    ...overrides,
  };
}

function merchant(overrides: Partial<Merchant> = {}): Merchant {
  return {
    id: 'm1',
    key: 'service',
    name: { uz: 'Elektr', ru: 'Электричество', en: 'Electricity' },
    legalName: null,
    image: null,
    type: 'SIMPLE',
    status: { value: 'ACTIVE', message: null },
    category: null,
    merchantCategoryId: 'c1',
    position: 1,
    favoritePosition: null,
    topPosition: null,
    existRewardSource: false,
    agentReward: 0,
    tags: [],
    syncDate: '2026-01-01T00:00:00.000Z',
    commission: null,
    commissions: [],
    fields: {
      region: null,
      subRegion: null,
      type: null,
      account: [field({})],
      amount: { defaultValue: null, availableDecimal: false, editable: true, limit: { min: 100_000, max: 1_000_000, withConfirmation: null } },
    },
    cancel: { status: true, refundableHours: 24 },
    ...overrides,
  };
}

const tier = (limit: number, amountSpent: number, value = 1): CommissionTier => ({
  commission: { type: 'PERCENT', value, calcType: 'OUTSIDE' },
  limit,
  commissionRate: value,
  amountSpent,
});

describe('visibleMerchants', () => {
  const list = [
    merchant({ id: 'b', position: 2, name: { uz: 'Gaz', ru: 'Газ', en: 'Gas' } }),
    merchant({ id: 'a', position: 1 }),
    merchant({ id: 'hidden', status: { value: 'INACTIVE', message: null } }),
    merchant({ id: 'grey', position: 3, status: { value: 'DISABLED', message: null } }),
    merchant({ id: 'other', merchantCategoryId: 'c2', name: { uz: 'Internet', ru: 'Интернет', en: 'Internet' } }),
    merchant({ id: 'p2p', key: 'P2P' }),
  ];

  it('hides INACTIVE and the card top-up service, keeps DISABLED, orders by position', () => {
    expect(visibleMerchants(list, { query: '', categoryId: 'c1' }).map((m) => m.id)).toEqual(['a', 'b', 'grey']);
  });

  it('searches names in uz, ru and en across categories, case-insensitively', () => {
    expect(visibleMerchants(list, { query: 'gas', categoryId: 'c2' }).map((m) => m.id)).toEqual(['b']);
    expect(visibleMerchants(list, { query: 'ГАЗ', categoryId: null }).map((m) => m.id)).toEqual(['b']);
    expect(visibleMerchants(list, { query: 'internet', categoryId: 'c1' }).map((m) => m.id)).toEqual(['other']);
  });

  it('shows every category without a choice', () => {
    expect(visibleMerchants(list, { query: ' ', categoryId: null })).toHaveLength(4);
  });
});

describe('flowOf', () => {
  it('maps every type to one of the three flows', () => {
    expect(flowOf({ type: 'SIMPLE' })).toBe('SIMPLE');
    expect(flowOf({ type: 'ACCOUNT' })).toBe('ACCOUNT');
    expect(flowOf({ type: 'MOBILE' })).toBe('MOBILE');
    expect(flowOf({ type: 'ACCOUNT_LIST' })).toBe('ACCOUNT');
    expect(flowOf({ type: 'AMOUNT_LIST' })).toBe('SIMPLE');
    expect(flowOf({ type: 'MULTI_CURRENCY' })).toBe('SIMPLE');
  });
});

describe('account fields', () => {
  const fields = [
    field({ name: 'phone', type: 'PHONE', position: 2, primary: false }),
    field({ name: 'off', position: 0, status: 'INACTIVE' }),
    field({ name: 'contract', position: 1, prefix: { type: 'ACCOUNT_PREFIX', value: '10' }, mask: { value: '### ###', unmask: true } }),
  ];
  const service = merchant({ fields: { ...merchant().fields, account: fields } });

  it('keeps the active ones in position order', () => {
    expect(accountFields(service).map((f) => f.name)).toEqual(['contract', 'phone']);
  });

  it('sends the primary field unmasked, without the prefix the server adds, and shows every field as receipts do', () => {
    const values = { contract: '123 456', phone: '901234567' };
    expect(accountOf(accountFields(service), values)).toBe('123456');
    expect(accountDisplay(accountFields(service), values, { regionCode: null, subRegionCode: null })).toBe('10 123 456 · 901234567');
  });

  it('shows region and subregion codes as prefixes', () => {
    const regional = [field({ prefix: { type: 'REGIONS_CODE', value: null } })];
    expect(accountDisplay(regional, { account: '5555' }, { regionCode: '26', subRegionCode: '04' })).toBe('2604 5555');
    expect(accountOf(regional, { account: '5555' })).toBe('5555');
  });

  it('keeps the literals of a mask that is not unmasked', () => {
    const masked = [field({ type: 'TEXT', mask: { value: '##-#####', unmask: false } })];
    expect(accountOf(masked, { account: '12-34567' })).toBe('12-34567');
  });
});

describe('amounts', () => {
  it('reads the typed so’m as tiyin', () => {
    expect(parseSum('1500')).toBe(150_000);
    expect(parseSum('1 500')).toBe(150_000);
    expect(parseSum('12.5')).toBe(1_250);
    expect(parseSum('12,05')).toBe(1_205);
    expect(parseSum('')).toBeNull();
    expect(parseSum('0')).toBeNull();
    expect(parseSum('abc')).toBeNull();
  });

  it('checks the service limits', () => {
    const limits = amountLimits(merchant(), 'SIMPLE');
    expect(checkAmount(null, limits)).toBe('required');
    expect(checkAmount(99_999, limits)).toBe('min_value:100000');
    expect(checkAmount(1_000_001, limits)).toBe('max_value:1000000');
    expect(checkAmount(500_000, limits)).toBeNull();
    expect(checkAmount(5, { min: null, max: null })).toBeNull();
  });

  it('uses 1 000 – 1 000 000 so’m for MOBILE whatever the service says', () => {
    expect(amountLimits(merchant(), 'MOBILE')).toEqual({ min: 100_000, max: 100_000_000 });
  });
});

describe('quick amounts (decision 188)', () => {
  const som = (...amounts: number[]) => amounts.map((amount) => amount * 100);
  it('offers 5 000 – 50 000 where the limits allow, as for MOBILE (1 000 – 1 000 000)', () => {
    expect(quickAmounts({ min: 100_000, max: 100_000_000 })).toEqual(som(5_000, 10_000, 20_000, 50_000));
    expect(quickAmounts({ min: null, max: null })).toEqual(som(5_000, 10_000, 20_000, 50_000));
  });
  it('starts at the minimum when it is above 5 000', () => {
    expect(quickAmounts({ min: 3_000_000, max: null })).toEqual(som(50_000, 100_000, 200_000, 500_000));
    expect(quickAmounts({ min: 2_500_000, max: null })).toEqual(som(50_000, 100_000, 200_000, 500_000));
  });
  it('takes the top four within a low maximum, and never one outside the limits', () => {
    expect(quickAmounts({ min: 100_000, max: 1_000_000 })).toEqual(som(1_000, 2_000, 5_000, 10_000));
    expect(quickAmounts({ min: 100_000, max: 3_000_000 })).toEqual(som(2_000, 5_000, 10_000, 20_000));
    expect(quickAmounts({ min: 60_000_000, max: 150_000_000 })).toEqual(som(1_000_000));
    expect(quickAmounts({ min: 30_000_000, max: 40_000_000 })).toEqual([]);
  });
});

describe('commission tiers and the monthly limit warning', () => {
  it('takes the first tier not spent yet, else the last', () => {
    expect(activeTier([tier(1_000, 1_000, 0), tier(5_000, 1_000, 1)])?.commission.value).toBe(1);
    expect(activeTier([tier(1_000, 10, 0), tier(5_000, 10, 1)])?.commission.value).toBe(0);
    expect(activeTier([tier(1_000, 2_000, 0), tier(1_500, 2_000, 2)])?.commission.value).toBe(2);
    expect(activeTier([])).toBeNull();
  });

  it('charges the tier in force, or the service commission without tiers', () => {
    const service = merchant({ commission: { type: 'FIXED', value: 50_000, calcType: 'OUTSIDE' } });
    expect(chargeFor(1_000_000, service)).toEqual({ amount: 1_000_000, commission: 50_000, total: 1_050_000, paid: 1_000_000 });
    expect(chargeFor(1_000_000, service, [tier(10_000_000, 0, 1)]).commission).toBe(10_000);
  });

  it('warns when the limit left is at or below the setting', () => {
    expect(limitWarning([tier(10_000, 9_000)], 1_000)).toEqual({ left: 1_000 });
    expect(limitWarning([tier(10_000, 8_999)], 1_000)).toBeNull();
    expect(limitWarning([tier(10_000, 9_999)], null)).toBeNull();
    expect(limitWarning([], 1_000)).toBeNull();
  });

  it('reads the threshold setting as tiyin, ignoring what is not a number', () => {
    expect(thresholdOf('5000000')).toBe(5_000_000);
    expect(thresholdOf('true')).toBeNull();
    expect(thresholdOf('')).toBeNull();
    expect(thresholdOf(undefined)).toBeNull();
  });
});

describe('MOBILE', () => {
  it('needs 9 digits with an operator prefix', () => {
    expect(checkMobilePhone('')).toBe('required');
    expect(checkMobilePhone('90123')).toBe('min_length:9');
    expect(checkMobilePhone('121234567')).toBe('invalid_prefix');
    expect(checkMobilePhone('901234567')).toBeNull();
    expect(checkMobilePhone('331234567')).toBeNull();
  });

  it('checks a listed operator’s own prefixes', () => {
    const beeline = merchant({
      type: 'MOBILE',
      fields: { ...merchant().fields, account: [field({ type: 'PHONE', validation: { pattern: '^\\d{9}$', required: true, startWith: ['90', '91'] } })] },
    });
    expect(checkMobilePhone('901234567', beeline)).toBeNull();
    expect(checkMobilePhone('931234567', beeline)).toBe('invalid_prefix');
    expect(checkMobilePhone('931234567', null)).toBeNull();
  });

  it('finds the operator a number typed on another operator’s tile belongs to (issue 25)', () => {
    const operator = (id: string, startWith: string[] | null, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') =>
      merchant({
        id,
        type: 'MOBILE',
        status: { ...merchant().status, value: status },
        fields: { ...merchant().fields, account: [field({ type: 'PHONE', validation: { pattern: '^\\d{9}$', required: true, startWith } })] },
      });
    const operators = [operator('any', null), operator('closed', ['93'], 'INACTIVE'), operator('beeline', ['90', '91']), operator('ucell', ['93', '94'])];
    expect(operatorOf('901234567', operators)?.id).toBe('beeline');
    expect(operatorOf('931234567', operators)?.id).toBe('ucell');
    expect(operatorOf('331234567', operators)).toBeNull();
    expect(operatorOf('9012', operators)).toBeNull();
  });
});

describe('card top-up', () => {
  const p2p = merchant({ fields: { ...merchant().fields, amount: { ...merchant().fields.amount, limit: { min: 100_000, max: 500_000_000, withConfirmation: 100_000_000 } } } });

  it('needs the SMS confirmation above the withConfirmation limit only', () => {
    expect(needsSmsConfirmation(100_000_000, p2p)).toBe(false);
    expect(needsSmsConfirmation(100_000_100, p2p)).toBe(true);
    expect(needsSmsConfirmation(null, p2p)).toBe(false);
    expect(needsSmsConfirmation(900_000_000, merchant())).toBe(false);
  });
});
