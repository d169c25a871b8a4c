// The one set of words for a payment's status, on every screen that shows one (spec 02 §4 invoice statuses).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoiceStatus } from '#shared/api/invoices.ts';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  OPEN: msg`Создан`,
  PAID: msg`Оплачен`,
  PENDING: msg`В обработке`,
  ERROR: msg`Ошибка`,
  CANCELED: msg`Отменён`,
  EXPIRED: msg`Просрочен`,
};
