import { queryOptions, useQuery } from '@tanstack/react-query';
import { CARD_TO_CARD_KEY, getStaticMerchant } from '#shared/api/catalogue.ts';
import { request } from '#client/lib/api.ts';
import { catalogueKeys } from '#client/lib/query-keys.ts';

/** The card-to-card service behind the card top-up widget: its limits and commission. */
export const cardToCardMerchantQueryOptions = queryOptions({
  queryKey: catalogueKeys.staticMerchant(CARD_TO_CARD_KEY),
  queryFn: ({ signal }) => request(getStaticMerchant, { signal, params: { key: CARD_TO_CARD_KEY } }),
  staleTime: 5 * 60_000,
});

export function useCardToCardMerchant() {
  return useQuery(cardToCardMerchantQueryOptions);
}
