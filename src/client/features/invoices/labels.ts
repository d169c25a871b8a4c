import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Names } from '#shared/api/catalogue.ts';
import type { InvoiceStatus } from '#shared/api/invoices.ts';

/** spec 02 §4 invoice statuses. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  OPEN: msg`Создан`,
  PAID: msg`Оплачен`,
  PENDING: msg`В обработке`,
  ERROR: msg`Ошибка`,
  CANCELED: msg`Отменён`,
  EXPIRED: msg`Просрочен`,
};

/** A catalogue name in the interface language; Uzbek in Cyrillic (oz) reads the Uzbek one. */
export function nameIn(names: Names, locale: string): string {
  if (locale === 'uz' || locale === 'oz') return names.uz || names.ru;
  if (locale === 'en') return names.en || names.ru;
  return names.ru;
}
