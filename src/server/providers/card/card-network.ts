// DESIGN §4: the card network (UZCARD, HUMO) behind an interface: who owns a card and which bank issued it, and
// whether the card's SMS notifications go to a given phone (the one-time code for a top-up is sent there).
import type { Names } from '#shared/api/catalogue.ts';
import type { CardType } from '#shared/payment-rules.ts';

export type CardRefusal = 'card_not_found' | 'the_card_is_invalid' | 'this_card_type_is_not_supported';

export type CardDetails = { owner: string; cardType: CardType; bank: { image: string | null; name: Names } };

export type CardNetwork = {
  readonly name: string;
  /** The full number is only ever passed through, never kept. */
  cardInfo(pan: string): Promise<{ ok: true; card: CardDetails } | { ok: false; code: CardRefusal }>;
  /** Whether `phone` (12 digits) is the number the card's notifications go to. */
  isCardPhone(pan: string, phone: string): Promise<boolean>;
};
