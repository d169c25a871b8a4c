// Labels of the staff API's values that the console shows.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentStatus } from '#shared/api/agreements.ts';
import type { STAFF_INVOICE_EVENTS } from '#shared/api/staff.ts';
import type { BadgeTone } from '#client/ui/badge.tsx';

export const HISTORY_EVENT_LABELS: Record<(typeof STAFF_INVOICE_EVENTS)[number], MessageDescriptor> = {
  INVOICE_CREATED: msg`Платёж создан`,
  INVOICE_PAID: msg`Платёж проведён`,
  LEDGER_ENTRY: msg`Проводка`,
  APPLICATION_CREATED: msg`Заявка на отмену создана`,
  APPLICATION_REVIEWED: msg`Заявка рассмотрена`,
};

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, MessageDescriptor> = {
  CREATED: msg`Ждёт подписи владельца`,
  AGENT_SIGNED: msg`Подписан владельцем`,
  SYSTEM_SIGNED: msg`Подтверждён`,
  REJECTED: msg`Отклонён`,
  DELETED: msg`Удалён`,
};

export const DOCUMENT_STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  CREATED: 'info',
  AGENT_SIGNED: 'warning',
  SYSTEM_SIGNED: 'success',
  REJECTED: 'danger',
  DELETED: 'neutral',
};
