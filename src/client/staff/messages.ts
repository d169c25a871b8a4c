// Texts for the codes only the staff API sends (issue 15, STAFF_ERROR_CODES); every other code is the portal's
// (lib/messages.ts). Explicit ids (`staff.error.*`) let a test check that no staff code lacks a text.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '#shared/api/staff.ts';
import type { StaffErrorCode } from '#shared/errors.ts';
import { errorCode, translateCode } from '#client/lib/messages.ts';

export const STAFF_ERROR_MESSAGES: Record<StaffErrorCode, MessageDescriptor> = {
  invalid_credentials: msg({ id: 'staff.error.invalid_credentials', message: 'Неверный логин, пароль или код' }),
  staff_user_blocked: msg({ id: 'staff.error.staff_user_blocked', message: 'Учётная запись сотрудника заблокирована' }),
  forbidden: msg({ id: 'staff.error.forbidden', message: 'Вашей роли это действие недоступно' }),
  staff_login_is_exists: msg({ id: 'staff.error.staff_login_is_exists', message: 'Этот логин уже занят' }),
  staff_user_not_found: msg({ id: 'staff.error.staff_user_not_found', message: 'Сотрудник не найден' }),
  statement_file_is_malformed: msg({ id: 'staff.error.statement_file_is_malformed', message: 'Файл выписки не прочитан, ничего не зачислено' }),
};

export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  moderator: msg`Модератор`,
  finance: msg`Финансы`,
  support: msg`Поддержка`,
  admin: msg`Администратор`,
  service: msg`Сервисная учётная запись`,
};

/** The text of a staff code or, for any other, the portal's text of it. */
export function staffCodeText(i18n: I18n, code: string): string {
  return Object.hasOwn(STAFF_ERROR_MESSAGES, code) ? i18n._(STAFF_ERROR_MESSAGES[code as StaffErrorCode]) : translateCode(i18n, code);
}

export function staffErrorText(i18n: I18n, error: unknown): string {
  return staffCodeText(i18n, errorCode(error));
}
