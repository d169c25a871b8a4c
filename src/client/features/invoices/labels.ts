import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
