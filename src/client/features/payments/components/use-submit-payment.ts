// The one way the workspace takes a SIMPLE, ACCOUNT or MOBILE payment (DESIGN §6): it is written to the outbox and
// the drainer is woken; the screen then follows the outbox item. Nothing here posts to the server. Without a
// connection the offline limits apply first (DESIGN §6): past one, the payment is refused with the reason.
import type { Merchant } from '#shared/api/catalogue.ts';
import type { Tiyin } from '#shared/money.ts';
import type { Charge } from '#shared/commission.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useRefusalText } from '#client/offline/labels.ts';
import { checkOfflinePayment } from '#client/offline/limits.ts';
import { isOnline } from '#client/offline/online.ts';
import { enqueue, listItems } from '#client/offline/outbox.ts';
import { useOfflineLimits } from '#client/offline/queue-hooks.ts';
import type { Flow } from '../flow-rules.ts';
import { balanceKeys } from '#client/lib/query-keys.ts';

/** A payment the offline limits refuse; `text` says why in the interface language. */
export class OfflineRefusalError extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'OfflineRefusalError';
  }
}

export type PaymentInput = {
  merchant: Merchant;
  flow: Flow;
  account: string;
  accountDisplay: string;
  region?: string | null;
  subRegion?: string | null;
  type?: string | null;
  amount: Tiyin;
  charge: Charge;
};

export function useSubmitPayment(salePointId: string): (input: PaymentInput) => Promise<string> {
  const { profile } = useSignedIn();
  const queryClient = useQueryClient();
  const limits = useOfflineLimits();
  const refusalText = useRefusalText();
  return async (input) => {
    if (!isOnline()) {
      // The last known deposit: the persisted balance answer (the server's figure), when there is one.
      const balance = queryClient.getQueryData<{ balance: number }>(balanceKeys.current(profile.role));
      const refusal = checkOfflinePayment({
        total: input.charge.total,
        items: await listItems(profile.id),
        deposit: balance?.balance ?? null,
        limits,
        now: Date.now(),
      });
      if (refusal) throw new OfflineRefusalError(refusalText(refusal));
    }
    return enqueue({
      ownerId: profile.id,
      salePointId,
      merchantId: input.merchant.id,
      flow: input.flow,
      invoice: {
        salePointId,
        agentMerchantId: input.merchant.id,
        account: input.account,
        region: input.region || null,
        subRegion: input.subRegion || null,
        type: input.type || null,
        amount: input.amount,
        scope: true,
      },
      summary: {
        merchantName: input.merchant.name,
        merchantImage: input.merchant.image,
        account: input.accountDisplay,
        amount: input.amount,
        commission: input.charge.commission,
        total: input.charge.total,
      },
    });
  };
}

/** A tiyin amount as the amount field's text ("1500", "1500.5"). */
export function sumText(amount: Tiyin | null | undefined): string {
  if (!amount || amount <= 0) return '';
  return amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);
}
