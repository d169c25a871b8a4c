// Texts for every code the UI may have to show: server error codes (spec 01 §8, spec 02 §8), the client's own codes,
// the field codes of the shared schemas (spec 01 §5) and the reasons a payment cannot be cancelled (spec 02 §8).
// Explicit ids (`error.*`, `field.*`, `cancel.*`) let the catalog test check that no code lacks a translation.
// The codes only signed-in screens meet live in app-messages.ts, whose texts load with the signed-in catalog.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '#shared/errors.ts';
import { parseFieldCode, type FieldCode } from '#shared/validation.ts';
import { isApiError, type ClientErrorCode } from './api.ts';
import { APP_ERROR_MESSAGES } from './app-messages.ts';

export const ERROR_MESSAGES: Record<ErrorCode | ClientErrorCode, MessageDescriptor> = {
  ...APP_ERROR_MESSAGES,
  validation_error: msg({ id: 'error.validation_error', message: 'Проверьте правильность заполнения полей' }),
  unauthorized: msg({ id: 'error.unauthorized', message: 'Сессия истекла, войдите снова' }),
  access_denied: msg({ id: 'error.access_denied', message: 'Недостаточно прав для этого действия' }),
  not_found: msg({ id: 'error.not_found', message: 'Запрошенные данные не найдены' }),
  too_many_requests: msg({ id: 'error.too_many_requests', message: 'Слишком много запросов, попробуйте немного позже' }),
  internal_error: msg({ id: 'error.internal_error', message: 'Что-то пошло не так, попробуйте ещё раз' }),
  global_tech_mode_is_on: msg({
    id: 'error.global_tech_mode_is_on',
    message: 'Система временно находится в режиме технических работ. Приносим извинения за неудобства',
  }),
  user_with_this_phone_not_found: msg({
    id: 'error.user_with_this_phone_not_found',
    message: 'Пользователь с таким номером телефона не найден',
  }),
  phone_is_exists: msg({ id: 'error.phone_is_exists', message: 'Этот номер телефона уже зарегистрирован' }),
  otp_is_invalid: msg({ id: 'error.otp_is_invalid', message: 'Неверный код подтверждения' }),
  otp_is_expired: msg({ id: 'error.otp_is_expired', message: 'Срок действия кода истёк, запросите новый код' }),
  otp_time_was_expired: msg({ id: 'error.otp_time_was_expired', message: 'Время ввода кода истекло, запросите новый код' }),
  otp_not_match: msg({ id: 'error.otp_not_match', message: 'Код подтверждения не совпадает, запросите новый код' }),
  you_can_receive_an_sms_code_once_every_60_seconds: msg({
    id: 'error.you_can_receive_an_sms_code_once_every_60_seconds',
    message: 'SMS-код можно получать не чаще одного раза в 60 секунд',
  }),
  otp_get_every_60_seconds: msg({
    id: 'error.otp_get_every_60_seconds',
    message: 'Код можно запрашивать не чаще одного раза в 60 секунд',
  }),
  username_or_password_wrong: msg({ id: 'error.username_or_password_wrong', message: 'Неверный номер телефона или PIN-код' }),
  pin_attempts_exceeded: msg({
    id: 'error.pin_attempts_exceeded',
    message: 'Слишком много неверных попыток. Вход временно заблокирован, попробуйте позже',
  }),
  pin_is_repeated: msg({ id: 'error.pin_is_repeated', message: 'PIN-код слишком простой: не повторяйте одни и те же цифры' }),
  pin_is_sequence: msg({ id: 'error.pin_is_sequence', message: 'PIN-код слишком простой: не используйте цифры подряд' }),
  pin_is_phone_digits: msg({ id: 'error.pin_is_phone_digits', message: 'PIN-код слишком простой: не используйте цифры своего номера телефона' }),
  employee_pin_already_set: msg({ id: 'error.employee_pin_already_set', message: 'PIN-код сотрудника уже установлен' }),
  employee_is_inactive: msg({
    id: 'error.employee_is_inactive',
    message: 'Владелец бизнеса деактивировал вашу учётную запись сотрудника',
  }),
  employee_is_deleted: msg({ id: 'error.employee_is_deleted', message: 'Владелец бизнеса удалил вашу учётную запись сотрудника' }),
  business_not_found: msg({
    id: 'error.business_not_found',
    message: 'Бизнес с таким ИНН или номером договора не найден',
  }),
  refresh_token_is_invalid: msg({ id: 'error.refresh_token_is_invalid', message: 'Сессия завершена, войдите снова' }),
  sms_limit_exceeded: msg({ id: 'error.sms_limit_exceeded', message: 'Слишком много SMS-кодов, попробуйте через час' }),
  email_is_exists: msg({ id: 'error.email_is_exists', message: 'Этот адрес электронной почты уже используется' }),
  old_password_is_incorrect: msg({ id: 'error.old_password_is_incorrect', message: 'Текущий PIN-код введён неверно' }),
  this_phone_number_is_already_assigned_to_your_account: msg({
    id: 'error.this_phone_number_is_already_assigned_to_your_account',
    message: 'Этот номер телефона уже привязан к вашему аккаунту',
  }),
  device_not_found: msg({ id: 'error.device_not_found', message: 'Устройство не найдено' }),
  file_not_found: msg({ id: 'error.file_not_found', message: 'Файл не найден' }),
  file_size_is_too_large: msg({ id: 'error.file_size_is_too_large', message: 'Размер файла превышает допустимый' }),
  file_is_in_use: msg({ id: 'error.file_is_in_use', message: 'Файл принадлежит проверенному бизнесу, его нельзя удалить' }),
  file_format_is_invalid: msg({
    id: 'error.file_format_is_invalid',
    message:
      'Вы загрузили неправильный формат, пожалуйста, загрузите файл в рекомендуемых форматах. (jpg, jpeg, png, bmp, pdf, gif)',
  }),
  network_error: msg({
    id: 'error.network_error',
    message: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз',
  }),
  unexpected_answer: msg({ id: 'error.unexpected_answer', message: 'Сервер вернул неожиданный ответ, попробуйте ещё раз' }),
};

export const FIELD_MESSAGES: Record<FieldCode, MessageDescriptor> = {
  required: msg({ id: 'field.required', message: 'Обязательное поле' }),
  min_length: msg({ id: 'field.min_length', message: 'Не менее {n} символов' }),
  max_length: msg({ id: 'field.max_length', message: 'Не более {n} символов' }),
  length: msg({ id: 'field.length', message: 'Должно быть ровно {n} символов' }),
  min_value: msg({ id: 'field.min_value', message: 'Должен быть больше или равен {n}' }),
  max_value: msg({ id: 'field.max_value', message: 'Должен быть меньше или равен {n}' }),
  min_items: msg({ id: 'field.min_items', message: 'Должно быть выбрано не менее {n} элементов' }),
  max_items: msg({ id: 'field.max_items', message: 'Должно быть меньше или равно {n} элементов' }),
  email: msg({ id: 'field.email', message: 'Введите корректный адрес электронной почты' }),
  digits: msg({ id: 'field.digits', message: 'Допускаются только цифры' }),
  pin_mismatch: msg({ id: 'field.pin_mismatch', message: 'Не соответствует новому паролю' }),
  invalid_prefix: msg({ id: 'field.invalid_prefix', message: 'Значение начинается с недопустимого префикса' }),
  invalid: msg({ id: 'field.invalid', message: 'Неверное значение' }),
};

function isMessageCode(code: string): code is keyof typeof ERROR_MESSAGES {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/** The text of a server or client error code, or of a field code such as `min_length:9`. */
export function translateCode(i18n: I18n, code: string): string {
  if (isMessageCode(code)) return i18n._(ERROR_MESSAGES[code]);
  const field = parseFieldCode(code);
  const described: MessageDescriptor = { ...FIELD_MESSAGES[field.code], values: { n: field.n } };
  return i18n._(described);
}

/** The code to show for anything a request may throw. */
export function errorCode(error: unknown): string {
  return isApiError(error) ? error.code : 'internal_error';
}

export function errorText(i18n: I18n, error: unknown): string {
  return translateCode(i18n, errorCode(error));
}
