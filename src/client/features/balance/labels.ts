import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IncomeType } from '#shared/api/deposit.ts';

/** spec 03 §3: the labels of the twelve deposit income methods. */
export const INCOME_TYPE_LABELS: Record<IncomeType, MessageDescriptor> = {
  TRANSFER: msg`Банковский перевод`,
  BANK_CARD: msg`Банковская карта`,
  REWARD: msg`Вознаграждение`,
  REWARD_HUMANS: msg`Вознаграждение партнёра`,
  REWARD_HUMANS_DAILY: msg`Ежедневное вознаграждение партнёра`,
  LOAN: msg`Заём`,
  OVERDRAFT: msg`Овердрафт`,
  EXTRA: msg`Дополнительное зачисление`,
  EXTRA_MTT: msg`Дополнительное зачисление МТТ`,
  EXTRA_MONOBRAND: msg`Дополнительное зачисление (монобренд)`,
  EXTRA_MONTH2: msg`Дополнительное зачисление за месяц`,
  EXTRA_NDS: msg`Возврат НДС`,
};
