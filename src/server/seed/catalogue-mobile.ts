// The six mobile operators as MOBILE merchants (spec 02 §4 MOBILE flow): the phone field accepts only the
// operator's own prefixes (reference/mobile-operators.json), amounts 1 000 – 1 000 000 so'm. Four carry monthly
// commission tiers (the flow shows the commission step); Humans and Perfectum carry none (it finishes at once).
import operators from './reference/mobile-operators.json' with { type: 'json' };
import { names, phoneField, type SeedMerchant, type SeedTier } from './catalogue-model.ts';

/** No fee for the first 50 million so'm a month, then 1 % up to 200 million. */
const STANDARD_TIERS: SeedTier[] = [
  { commission: { type: 'PERCENT', percent: 0, calcType: 'OUTSIDE' }, limitSom: 50_000_000 },
  { commission: { type: 'PERCENT', percent: 1, calcType: 'OUTSIDE' }, limitSom: 200_000_000 },
];

type OperatorExtras = Pick<SeedMerchant, 'legalName' | 'agentRewardPercent' | 'tiers' | 'refundableHours' | 'topPosition' | 'favoritePosition'>;

const EXTRAS: Record<string, OperatorExtras> = {
  beeline: { legalName: '«Unitel» MChJ', agentRewardPercent: 1.5, tiers: STANDARD_TIERS, refundableHours: 2, topPosition: 1, favoritePosition: 1 },
  ucell: { legalName: '«Coscom» MChJ', agentRewardPercent: 1.5, tiers: STANDARD_TIERS, refundableHours: 2, topPosition: 2, favoritePosition: 2 },
  uzmobile: {
    legalName: '«Oʻzbektelekom» AK',
    agentRewardPercent: 2,
    // A smaller free allowance, so the monthly limit warning is easy to reach in the demo.
    tiers: [
      { commission: { type: 'PERCENT', percent: 0, calcType: 'OUTSIDE' }, limitSom: 5_000_000 },
      { commission: { type: 'PERCENT', percent: 0.5, calcType: 'OUTSIDE' }, limitSom: 100_000_000 },
    ],
    topPosition: 3,
  },
  mobiuz: { legalName: '«Universal Mobile Systems» MChJ', agentRewardPercent: 1, tiers: STANDARD_TIERS },
  humans: { legalName: '«Humans» MChJ', agentRewardPercent: 0.5 },
  perfectum: { legalName: '«Rubicon Wireless Communication» MChJ', agentRewardPercent: 0 },
};

export const MOBILE_MERCHANTS: SeedMerchant[] = operators.map((operator, index) => ({
  key: operator.key,
  name: names(operator.name, operator.name, operator.name, operator.name),
  image: `${operator.key}.png`,
  type: 'MOBILE',
  category: 'mobile',
  tags: ['mobile', operator.key, ...(index < 3 ? ['popular'] : [])],
  account: [phoneField(operator.prefixes)],
  amount: { minSom: 1_000, maxSom: 1_000_000 },
  ...EXTRAS[operator.key]!,
}));
