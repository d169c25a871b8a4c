// spec 02 §3 catalogue: merchant categories and merchants (services) with their payer fields, limits and fees.
import * as v from 'valibot';
import { CALC_TYPES, COMMISSION_TYPES } from '../commission.ts';
import { ACCOUNT_FIELD_TYPES, PREFIX_TYPES } from '../payment-rules.ts';
import { STATUSES } from '../enums.ts';
import { localPhoneDigits, moneyAmount } from '../validation.ts';
import { defineCall } from './contract.ts';
import { page, pageableBody } from './paging.ts';

export const MERCHANT_TYPES = ['SIMPLE', 'ACCOUNT', 'MOBILE', 'ACCOUNT_LIST', 'AMOUNT_LIST', 'MULTI_CURRENCY'] as const;
export type MerchantType = (typeof MERCHANT_TYPES)[number];
export const MERCHANT_STATUSES = ['ACTIVE', 'INACTIVE', 'DISABLED'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];
/** The static merchant behind the card top-up flow (spec 02 §7 `static/{key}`). */
export const CARD_TO_CARD_KEY = 'P2P';

/** A name in each data language (spec 01 §1). `oz` (Uzbek Cyrillic) is optional: invoice snapshots stored before
 * the catalogue carried it, and texts of other domains (news, banks), lack it; readers then show the uz text. */
export const names = v.object({ uz: v.string(), ru: v.string(), en: v.string(), oz: v.optional(v.string()) });
export type Names = v.InferOutput<typeof names>;

export const category = v.object({
  id: v.string(),
  name: names,
  image: v.nullable(v.string()),
  position: v.number(),
  status: v.picklist(STATUSES),
});
export type Category = v.InferOutput<typeof category>;

const optionField = v.object({ title: names, status: v.picklist(STATUSES) });

export const accountField = v.object({
  name: v.string(),
  type: v.picklist(ACCOUNT_FIELD_TYPES),
  title: names,
  placeholder: v.nullable(v.string()),
  prefix: v.nullable(v.object({ type: v.picklist(PREFIX_TYPES), value: v.nullable(v.string()) })),
  mask: v.nullable(v.object({ value: v.string(), unmask: v.boolean() })),
  validation: v.object({
    pattern: v.nullable(v.string()),
    required: v.boolean(),
    startWith: v.nullable(v.array(v.string())),
  }),
  position: v.number(),
  primary: v.boolean(),
  status: v.picklist(STATUSES),
});

export const commission = v.object({
  type: v.picklist(COMMISSION_TYPES),
  /** PERCENT: percent of the amount; FIXED: tiyin. */
  value: v.number(),
  calcType: v.picklist(CALC_TYPES),
});

/** A monthly tier of a service (spec 02 §3 `commissions`): the fee applies until `limit` is spent this month. */
export const commissionTier = v.object({
  commission,
  limit: v.number(),
  commissionRate: v.number(),
  amountSpent: v.number(),
});
export type CommissionTier = v.InferOutput<typeof commissionTier>;

export const merchant = v.object({
  id: v.string(),
  key: v.string(),
  name: names,
  legalName: v.nullable(v.string()),
  image: v.nullable(v.string()),
  type: v.picklist(MERCHANT_TYPES),
  status: v.object({ value: v.picklist(MERCHANT_STATUSES), message: v.nullable(names) }),
  category: v.nullable(v.object({ id: v.string(), name: names })),
  merchantCategoryId: v.nullable(v.string()),
  position: v.number(),
  favoritePosition: v.nullable(v.number()),
  topPosition: v.nullable(v.number()),
  existRewardSource: v.boolean(),
  /** The agent's reward, percent of the amount. */
  agentReward: v.number(),
  tags: v.array(v.string()),
  syncDate: v.string(),
  commission: v.nullable(commission),
  commissions: v.array(commissionTier),
  fields: v.object({
    region: v.nullable(optionField),
    subRegion: v.nullable(optionField),
    type: v.nullable(optionField),
    account: v.array(accountField),
    amount: v.object({
      defaultValue: v.nullable(v.number()),
      availableDecimal: v.boolean(),
      editable: v.boolean(),
      limit: v.object({ min: v.nullable(v.number()), max: v.nullable(v.number()), withConfirmation: v.nullable(v.number()) }),
    }),
  }),
  /** Whether a paid invoice may be cancelled, and for how many hours after payment. */
  cancel: v.object({ status: v.boolean(), refundableHours: v.nullable(v.number()) }),
});
export type Merchant = v.InferOutput<typeof merchant>;

export const MERCHANT_LIST = {
  sort: ['position', 'name', 'topPosition', 'favoritePosition', 'syncDate'],
  search: ['name', 'merchantCategoryId', 'type', 'status', 'tags'],
} as const;

export const listMerchants = defineCall({
  method: 'POST',
  path: '/v1/agent-merchant/pageable',
  body: pageableBody(MERCHANT_LIST),
  answer: page(merchant),
});

export const getMerchant = defineCall({
  method: 'GET',
  path: '/v1/agent-merchant/:id',
  params: v.object({ id: v.string() }),
  answer: merchant,
});

export const getStaticMerchant = defineCall({
  method: 'GET',
  path: '/v1/agent-merchant/static/:key',
  params: v.object({ key: v.string() }),
  answer: merchant,
});

export const merchantOption = v.object({ title: names, value: v.string() });
export const getMerchantOptions = defineCall({
  method: 'GET',
  path: '/v1/agent-merchant/options/:merchantId',
  params: v.object({ merchantId: v.string() }),
  answer: v.array(merchantOption),
});

export const listMerchantsForReward = defineCall({
  method: 'GET',
  path: '/v1/agent-merchant/list-for-reward',
  answer: v.array(merchant),
});

export const merchantRegion = v.object({ id: v.string(), code: v.string(), title: names, position: v.number() });
export type MerchantRegion = v.InferOutput<typeof merchantRegion>;

export const listMerchantRegions = defineCall({
  method: 'GET',
  path: '/v1/region/:merchantId',
  params: v.object({ merchantId: v.string() }),
  answer: v.array(merchantRegion),
});

export const listMerchantSubRegions = defineCall({
  method: 'GET',
  path: '/v1/region/:merchantId/:regionId',
  params: v.object({ merchantId: v.string(), regionId: v.string() }),
  answer: v.array(merchantRegion),
});

export const CATEGORY_LIST = { sort: ['position', 'name'], search: ['name', 'status'] } as const;

export const listCategories = defineCall({
  method: 'POST',
  path: '/v1/merchant-category/pageable',
  body: pageableBody(CATEGORY_LIST),
  answer: page(category),
});

const payerData = {
  agentMerchantId: v.pipe(v.string('required'), v.nonEmpty('required')),
  account: v.pipe(v.string('required'), v.nonEmpty('required')),
  region: v.optional(v.nullable(v.string())),
  subRegion: v.optional(v.nullable(v.string())),
  type: v.optional(v.nullable(v.string())),
};

export const accountInfo = v.object({
  balance: v.nullable(v.number()),
  amount: v.nullable(v.number()),
  name: v.nullable(v.string()),
  description: v.nullable(v.string()),
  address: v.nullable(v.string()),
  lastPayment: v.nullable(v.object({ date: v.string(), amount: v.number() })),
  tariff: v.nullable(v.string()),
  params: v.array(
    v.object({ title: v.string(), key: v.picklist(['PAYED_AMOUNT', 'INVOICE_AMOUNT', 'PHONE', 'INN']), value: v.string() }),
  ),
});
export type AccountInfo = v.InferOutput<typeof accountInfo>;

/** The account lookup of the ACCOUNT flow; answers in the language of the Accept-Language header. */
export const getAccountInfo = defineCall({
  method: 'POST',
  path: '/v1/agent-merchant/account-info',
  body: v.object(payerData),
  answer: accountInfo,
});

export const getMobileInfo = defineCall({
  method: 'POST',
  path: '/v1/agent-merchant/mobile-info',
  body: v.object({
    phone: localPhoneDigits(),
    amount: moneyAmount(),
  }),
  answer: v.object({ agentMerchant: merchant, commissions: v.array(commissionTier) }),
});
