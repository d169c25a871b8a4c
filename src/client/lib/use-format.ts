// Display helpers of the workspace in the interface language: a catalogue name (uz, ru, en; Cyrillic Uzbek falls
// back to the Latin one), an amount in so'm, a phone number, a field code with its amount formatted.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Names } from '#shared/api/catalogue.ts';
import { applyMask } from '#shared/masks.ts';
import { formatSum, type Tiyin } from '#shared/money.ts';
import { parseFieldCode } from '#shared/validation.ts';
import { localText } from '#client/lib/local-text.ts';
import { FIELD_MESSAGES, translateCode } from '#client/lib/messages.ts';

export function useFormat() {
  const { i18n } = useLingui();
  const money = (amount: Tiyin) => {
    const sum = formatSum(amount);
    return i18n._(msg`${sum} сум`);
  };
  return {
    name: (names: Names) => localText(names, i18n.locale),
    money,
    phone: (local: string) => `+998 ${applyMask(local, 'localPhone')}`,
    /** A field code; `min_value`/`max_value` of an amount carry tiyin and are shown as so'm. */
    amountError: (code: string) => {
      const field = parseFieldCode(code);
      if ((field.code === 'min_value' || field.code === 'max_value') && field.n !== undefined) {
        const described: MessageDescriptor = { ...FIELD_MESSAGES[field.code], values: { n: money(field.n) } };
        return i18n._(described);
      }
      return translateCode(i18n, code);
    },
    code: (code: string) => translateCode(i18n, code),
  };
}
