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

/** The audit trail's actions as staff read them (issue 25: the console showed the raw codes); unknown ones as sent. */
export const AUDIT_ACTION_LABELS: Record<string, MessageDescriptor> = {
  'account-invoice.confirm': msg`Счёт подтверждён`,
  'account-invoice.issue': msg`Счёт выставлен`,
  'account-invoice.paid': msg`Счёт оплачен`,
  'account-invoice.reject': msg`Счёт отклонён`,
  'agreement.issue': msg`Соглашение выпущено`,
  'application.approve': msg`Отмена одобрена`,
  'application.reject': msg`Отмена отклонена`,
  'auth.sign-in': msg`Вход в консоль`,
  'auth.sign-out': msg`Выход из консоли`,
  'bank-line.assign': msg`Строка выписки привязана`,
  'bank-line.post': msg`Строка выписки зачислена`,
  'business.approve': msg`Бизнес одобрен`,
  'business.reject': msg`Бизнес отклонён`,
  'business.revoke-signature': msg`Подпись бизнеса отозвана`,
  'deposit.credit': msg`Депозит пополнен`,
  'file.upload': msg`Файл загружен`,
  'news.create': msg`Новость создана`,
  'news.edit': msg`Новость изменена`,
  'news.status': msg`Статус новости изменён`,
  'reconcile.run': msg`Сверка платежей`,
  'staff-user.create': msg`Сотрудник консоли создан`,
  'staff-user.reset-second-factor': msg`Второй фактор сброшен`,
  'staff-user.update': msg`Сотрудник консоли изменён`,
  'ticket.close': msg`Обращение закрыто`,
  'ticket.reply': msg`Ответ на обращение`,
};

/** The kinds of object the audit trail names; unknown ones as sent. */
export const AUDIT_OBJECT_LABELS: Record<string, MessageDescriptor> = {
  account_invoice: msg`Счёт`,
  additional_agreement: msg`Доп. соглашение`,
  application: msg`Заявка на отмену`,
  bank_statement_line: msg`Строка выписки`,
  business: msg`Бизнес`,
  deposit_income: msg`Пополнение депозита`,
  news: msg`Новость`,
  reconcile: msg`Сверка`,
  setting: msg`Настройка`,
  staff_user: msg`Сотрудник консоли`,
  stored_file: msg`Файл`,
  ticket: msg`Обращение`,
};
