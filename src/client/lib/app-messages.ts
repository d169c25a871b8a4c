// Texts of the codes only signed-in screens meet: sale points, payments, cards, cancellations, onboarding and
// signing. They sit in the signed-in catalog (lingui.config.ts), so the sign-in route does not download them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancellationReason } from '#shared/cancellation.ts';
import type { ErrorCode } from '#shared/errors.ts';

type AppErrorCode = Extract<
  ErrorCode,
  | `sale_point_${string}`
  | 'employee_not_found'
  | `merchant_${string}`
  | 'amount_is_out_of_limits'
  | 'invalid_prefix'
  | 'account_not_found'
  | 'not_enough_money_in_your_balance'
  | `invoice_${string}`
  | 'payment_provider_error'
  | `card_${string}`
  | 'the_card_is_invalid'
  | 'this_card_type_is_not_supported'
  | `application_${string}`
  | 'agent_of_merchant_cannot_cancel'
  | 'time_to_cancel_is_over'
  | 'no_cancel_option_for_this_service'
  | 'attempts_exhausted'
  | 'tax_number_or_pinfl_already_exists'
  | 'tax_info_not_found'
  | 'bank_not_found'
  | `business_${'already_exists' | 'not_on_moderation' | 'has_no_signature'}`
  | `document_${string}`
  | 'only_main_account_can_sign'
  | `signature_${string}`
  | 'signer_tin_mismatch'
  | `certificate_${string}`
  | `idempotency_${string}`
  | 'pin_confirmation_required'
  | 'statement_line_already_credited'
  | `ticket_${string}`
  | 'timestamp_token_required'
  | 'account_invoice_already_paid'
  | `shift_${string}`
>;

export const APP_ERROR_MESSAGES: Record<AppErrorCode, MessageDescriptor> = {
  pin_confirmation_required: msg({
    id: 'error.pin_confirmation_required',
    message: 'Подтверждение PIN-кода устарело, введите PIN-код ещё раз',
  }),
  sale_point_not_found: msg({ id: 'error.sale_point_not_found', message: 'Точка продаж не найдена' }),
  sale_point_is_inactive: msg({ id: 'error.sale_point_is_inactive', message: 'Точка продаж неактивна' }),
  employee_not_found: msg({ id: 'error.employee_not_found', message: 'Сотрудник не найден' }),
  merchant_not_found: msg({ id: 'error.merchant_not_found', message: 'Услуга не найдена' }),
  merchant_is_not_active: msg({ id: 'error.merchant_is_not_active', message: 'Услуга временно не работает' }),
  amount_is_out_of_limits: msg({ id: 'error.amount_is_out_of_limits', message: 'Сумма вне допустимых пределов' }),
  invalid_prefix: msg({ id: 'error.invalid_prefix', message: 'Неверный префикс номера' }),
  account_not_found: msg({ id: 'error.account_not_found', message: 'Лицевой счёт не найден' }),
  not_enough_money_in_your_balance: msg({ id: 'error.not_enough_money_in_your_balance', message: 'Недостаточно средств на вашем балансе' }),
  invoice_not_found: msg({ id: 'error.invoice_not_found', message: 'Транзакция не найдена' }),
  invoice_is_not_open: msg({ id: 'error.invoice_is_not_open', message: 'Эта транзакция уже обработана' }),
  payment_provider_error: msg({ id: 'error.payment_provider_error', message: 'Поставщик услуги не ответил, попробуйте позже' }),
  card_does_not_available_for_this_number: msg({ id: 'error.card_does_not_available_for_this_number', message: 'Карта недоступна для этого номера телефона' }),
  the_card_is_invalid: msg({ id: 'error.the_card_is_invalid', message: 'Карта недействительна' }),
  card_not_found: msg({ id: 'error.card_not_found', message: 'Карта не найдена' }),
  this_card_type_is_not_supported: msg({ id: 'error.this_card_type_is_not_supported', message: 'Этот тип карты не поддерживается' }),
  card_token_is_invalid: msg({ id: 'error.card_token_is_invalid', message: 'Подтверждение карты недействительно, подтвердите карту ещё раз' }),
  invoice_status_must_be_paid: msg({ id: 'error.invoice_status_must_be_paid', message: 'Отменить можно только оплаченную транзакцию' }),
  application_already_exists_for_this_invoice: msg({ id: 'error.application_already_exists_for_this_invoice', message: 'По этой транзакции уже есть заявка' }),
  agent_of_merchant_cannot_cancel: msg({ id: 'error.agent_of_merchant_cannot_cancel', message: 'Платежи этой услуги нельзя отменить' }),
  invoice_expired_application_period_over: msg({ id: 'error.invoice_expired_application_period_over', message: 'Срок подачи заявки по этой транзакции истёк' }),
  time_to_cancel_is_over: msg({ id: 'error.time_to_cancel_is_over', message: 'Время отмены этой транзакции истекло' }),
  no_cancel_option_for_this_service: msg({ id: 'error.no_cancel_option_for_this_service', message: 'Для этой услуги отмена не предусмотрена' }),
  attempts_exhausted: msg({ id: 'error.attempts_exhausted', message: 'Попытки подачи заявки исчерпаны' }),
  application_already_reviewed: msg({ id: 'error.application_already_reviewed', message: 'Заявка уже рассмотрена' }),
  application_data_not_found: msg({ id: 'error.application_data_not_found', message: 'Данные заявки не найдены' }),
  invoice_status_must_change: msg({ id: 'error.invoice_status_must_change', message: 'Статус транзакции ещё не изменился, попробуйте позже' }),
  tax_number_or_pinfl_already_exists: msg({ id: 'error.tax_number_or_pinfl_already_exists', message: 'Бизнес с таким ИНН или ПИНФЛ уже зарегистрирован' }),
  tax_info_not_found: msg({ id: 'error.tax_info_not_found', message: 'Сведения по этому ИНН не найдены' }),
  bank_not_found: msg({ id: 'error.bank_not_found', message: 'Банк с таким МФО не найден' }),
  business_already_exists: msg({ id: 'error.business_already_exists', message: 'У этого аккаунта уже есть бизнес' }),
  business_not_on_moderation: msg({ id: 'error.business_not_on_moderation', message: 'Бизнес не находится на модерации' }),
  business_has_no_signature: msg({ id: 'error.business_has_no_signature', message: 'У бизнеса нет действующей подписи владельца' }),
  document_not_found: msg({ id: 'error.document_not_found', message: 'Документ не найден' }),
  document_already_signed: msg({ id: 'error.document_already_signed', message: 'Документ уже подписан' }),
  only_main_account_can_sign: msg({ id: 'error.only_main_account_can_sign', message: 'Подписать договор можно только из основного аккаунта бизнеса' }),
  signature_is_invalid: msg({ id: 'error.signature_is_invalid', message: 'Электронная подпись недействительна' }),
  signature_content_mismatch: msg({ id: 'error.signature_content_mismatch', message: 'Подписанный документ не совпадает с договором' }),
  signer_tin_mismatch: msg({ id: 'error.signer_tin_mismatch', message: 'ИНН в сертификате подписи не совпадает с ИНН бизнеса' }),
  certificate_expired: msg({ id: 'error.certificate_expired', message: 'Срок действия сертификата ЭЦП истёк' }),
  certificate_untrusted: msg({ id: 'error.certificate_untrusted', message: 'Сертификат ЭЦП выдан недоверенным центром' }),
  signature_service_unavailable: msg({ id: 'error.signature_service_unavailable', message: 'Сервис проверки подписи недоступен, попробуйте позже' }),
  timestamp_token_required: msg({ id: 'error.timestamp_token_required', message: 'Подпись счёта должна содержать метку времени сервера' }),
  document_status_invalid: msg({ id: 'error.document_status_invalid', message: 'Действие недоступно в текущем статусе документа' }),
  account_invoice_already_paid: msg({ id: 'error.account_invoice_already_paid', message: 'Счёт уже оплачен' }),
  idempotency_key_reused: msg({
    id: 'error.idempotency_key_reused',
    message: 'Этот запрос уже отправлялся с другими данными',
  }),
  statement_line_already_credited: msg({
    id: 'error.statement_line_already_credited',
    message: 'Эта строка выписки уже зачислена',
  }),
  idempotency_request_in_progress: msg({
    id: 'error.idempotency_request_in_progress',
    message: 'Запрос ещё обрабатывается, подождите немного',
  }),
  ticket_not_found: msg({ id: 'error.ticket_not_found', message: 'Обращение не найдено' }),
  ticket_subject_not_found: msg({ id: 'error.ticket_subject_not_found', message: 'Тема обращения не найдена' }),
  ticket_is_closed: msg({ id: 'error.ticket_is_closed', message: 'Обращение закрыто' }),
  shift_not_found: msg({ id: 'error.shift_not_found', message: 'Смена не найдена' }),
  shift_is_already_open: msg({ id: 'error.shift_is_already_open', message: 'Смена на этой точке уже открыта' }),
  shift_is_not_open: msg({ id: 'error.shift_is_not_open', message: 'Открытой смены на этой точке нет' }),
  shift_is_required: msg({ id: 'error.shift_is_required', message: 'Платежи принимаются только в открытую смену: откройте смену' }),
};

/** spec 02 §8 cancellation toasts: why the cancellation action is disabled (src/shared/cancellation.ts). */
export const CANCELLATION_MESSAGES: Record<CancellationReason, MessageDescriptor> = {
  already_canceled: msg({ id: 'cancel.already_canceled', message: 'Эта транзакция уже отменена' }),
  not_paid: msg({ id: 'cancel.not_paid', message: 'Отменить можно только оплаченную транзакцию' }),
  cannot_be_canceled: msg({ id: 'cancel.cannot_be_canceled', message: 'Эту транзакцию нельзя отменить' }),
  cancel_time_expired: msg({ id: 'cancel.cancel_time_expired', message: 'Время отмены этой транзакции истекло' }),
  application_limit_exceeded: msg({ id: 'cancel.application_limit_exceeded', message: 'Превышен лимит заявок на отмену' }),
  application_waiting_or_success: msg({
    id: 'cancel.application_waiting_or_success',
    message: 'Заявка по этой транзакции уже на рассмотрении или одобрена',
  }),
  application_already_sent: msg({ id: 'cancel.application_already_sent', message: 'По этой транзакции уже есть заявка' }),
};
