import { useQuery } from '@tanstack/react-query';
import { uuidv7 } from 'uuidv7';
import { cardInfo } from '#shared/api/invoices.ts';
import { CARD_NUMBER_LENGTH } from '#shared/payment-rules.ts';
import { request } from '#client/lib/api.ts';
import { cardKeys } from '../keys.ts';

/**
 * The card's owner, bank and type, asked once the number has exactly 16 digits (spec 02 §5). spec 02 §7: cache
 * time 0 and no retry; `meta.persist: false` keeps the number out of the persisted query cache.
 */
export function useCardInfo(pan: string) {
  return useQuery({
    queryKey: cardKeys.info(pan),
    queryFn: ({ signal }) => request(cardInfo, { signal, body: { number: pan }, idempotencyKey: uuidv7() }),
    enabled: pan.length === CARD_NUMBER_LENGTH,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { persist: false },
  });
}
