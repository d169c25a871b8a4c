// The built-in card network simulator (docs/billing-simulator.md). Deterministic by the card number:
//   not 8600… (UZCARD) or 9860… (HUMO)  this_card_type_is_not_supported
//   …0000 card_not_found    …1111 the_card_is_invalid    …2222 card_does_not_available_for_this_number (code step)
//   anything else: a valid card with a stable owner name; the bank is named from the BIN list (display hint only).
import crypto from 'node:crypto';
import { cardTypeOf } from '#shared/payment-rules.ts';
import bins from '../../seed/reference/card-bins.json' with { type: 'json' };
import type { CardNetwork } from './card-network.ts';

export const CARD_SUFFIXES = { notFound: '0000', invalid: '1111', otherPhone: '2222' } as const;

const OWNERS = ['AZIZ KARIMOV', 'MALIKA YUSUPOVA', 'JASUR RAHIMOV', 'DILNOZA TOSHMATOVA', 'BEKZOD ALIYEV', 'SHAHNOZA NAZAROVA'];

type Issuer = { bank: string; uzcard_bins: string[]; humo_bins: string[] };
const issuers = (bins as { unverified?: { issuer_prefixes?: Issuer[] } }).unverified?.issuer_prefixes ?? [];

function bankName(pan: string, cardType: 'UZCARD' | 'HUMO') {
  const bin = pan.slice(0, 6);
  const issuer = issuers.find((entry) => entry.uzcard_bins.includes(bin) || entry.humo_bins.includes(bin));
  // Bank names in the BIN list are proper names, the same in every language.
  if (issuer) return { uz: issuer.bank, ru: issuer.bank, en: issuer.bank };
  return { uz: `${cardType} banki`, ru: `Банк ${cardType}`, en: `${cardType} bank` };
}

export function simulatedCardNetwork(): CardNetwork {
  return {
    name: 'simulated',
    async cardInfo(pan) {
      const cardType = cardTypeOf(pan);
      if (!cardType) return { ok: false, code: 'this_card_type_is_not_supported' };
      if (pan.endsWith(CARD_SUFFIXES.notFound)) return { ok: false, code: 'card_not_found' };
      if (pan.endsWith(CARD_SUFFIXES.invalid)) return { ok: false, code: 'the_card_is_invalid' };
      const owner = OWNERS[crypto.createHash('sha256').update(pan).digest().readUInt32BE(0) % OWNERS.length]!;
      return { ok: true, card: { owner, cardType, bank: { image: null, name: bankName(pan, cardType) } } };
    },
    async isCardPhone(pan) {
      return !pan.endsWith(CARD_SUFFIXES.otherPhone);
    },
  };
}
