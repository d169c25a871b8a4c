// spec 02 §7 lookups before a payment: the ACCOUNT flow's account info (from billing, in the caller's language) and
// the MOBILE flow's operator merchant found by the phone's prefix, with its monthly commission tiers.
import type { AccountInfo } from '#shared/api/catalogue.ts';
import { hasMobilePrefix, MOBILE_AMOUNT } from '#shared/payment-rules.ts';
import type { MoneyContext } from '../ledger/ledger.service.ts';
import type { PaymentContext } from './pay.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from '../../context.ts';
import type { BillingLanguage } from '../../providers/billing/billing-provider.ts';
import { merchantByKey } from '../catalogue/catalogue.service.ts';
import { findOperatorByPrefix } from '../reference/reference.repository.ts';
import { checkPayerData, payableMerchant, type PayerInput } from './payment-checks.ts';

/** The first of uz, ru, en, oz (Uzbek Cyrillic) in an Accept-Language header; ru by default. */
export function billingLanguage(header: string | undefined): BillingLanguage {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().slice(0, 2);
    if (tag === 'uz' || tag === 'ru' || tag === 'en' || tag === 'oz') return tag;
  }
  return 'ru';
}

export async function accountInfo(
  ctx: PaymentContext,
  body: PayerInput & { agentMerchantId: string },
  acceptLanguage: string | undefined,
): Promise<AccountInfo> {
  const { merchant } = await payableMerchant(ctx.db, body.agentMerchantId);
  const payer = await checkPayerData(ctx.db, merchant, body);
  const found = await ctx.billing.accountInfo(
    { merchantKey: merchant.key, account: payer.billingAccount, region: body.region ?? null, subRegion: body.subRegion ?? null, type: body.type ?? null },
    billingLanguage(acceptLanguage),
  );
  if (!found.ok) throw new AppError(400, found.code);
  return found.info;
}

/** The operator whose prefix the phone has (reference table of spec 01), as its MOBILE merchant. */
export async function mobileInfo(ctx: MoneyContext, auth: Auth, body: { phone: string; amount: number }) {
  if (!hasMobilePrefix(body.phone)) throw new AppError(400, 'invalid_prefix');
  if (body.amount < MOBILE_AMOUNT.min || body.amount > MOBILE_AMOUNT.max) throw new AppError(400, 'amount_is_out_of_limits');
  const operator = await findOperatorByPrefix(ctx.db, body.phone.slice(0, 2));
  if (!operator) throw new AppError(400, 'invalid_prefix');
  const agentMerchant = await merchantByKey(ctx, auth, operator.operator_key);
  return { agentMerchant, commissions: agentMerchant.commissions };
}
