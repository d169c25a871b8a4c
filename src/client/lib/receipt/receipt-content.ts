// The one description of a payment's receipt (spec 02 §4, issue 16): the screen renders it (receipt.tsx) and the
// receipt printer prints it (`receiptPrintLines`, issue 24 item 1), so both always say the same. A header naming the
// agent's business, its tax number and the sale point, and the service's legal name; service, account, amount,
// commission, total, date and time (when the cashier took it; when the server received it too, if later), sale point,
// cashier, invoice number, the fiscal data (OFD receipt id, terminal id, fiscal sign) with a QR code of the receipt's
// address, and the 1 % cashback line. Built from the server's invoice only, so it shows the server's figures; in the
// interface language, so it is a hook (the description and its printer lines, receipt-lines.ts, are pure).
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '#shared/api/invoices.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { useOptionalSignedIn } from '#client/lib/current-profile.ts';
import { accountText, choiceText, paymentTime, receivedLater } from '#client/lib/invoice-text.ts';
import { useFormat } from '#client/lib/use-format.ts';
import type { ReceiptContent, ReceiptRow } from './receipt-lines.ts';
import { cashbackOf, CASHBACK_PERCENT, isCardTopUp, receiptVariant, type ReceiptVariant } from './receipt-view.ts';

export function useReceiptContent(invoice: Invoice): ReceiptContent {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const business = useOptionalSignedIn()?.profile.business ?? null;
  const variant = receiptVariant(invoice);
  const status: Record<ReceiptVariant, string> = {
    successful: t`Платёж успешно проведён`,
    pending: t`Платёж ожидает подтверждения`,
    error: t`Платёж не проведён`,
    canceled: t`Платёж отменён`,
  };
  const accounts = invoice.fields.account.map((field) => ({ label: format.name(field.title), value: accountText(field) }));
  const options = [invoice.fields.region, invoice.fields.subRegion, invoice.fields.type]
    .filter((field) => field !== null)
    .map((field) => ({ label: format.name(field.title), value: choiceText(field, i18n.locale) }));
  const details: ReceiptRow[] = [
    { label: t`Дата и время`, value: formatDateTime(paymentTime(invoice)) },
    ...(receivedLater(invoice) ? [{ label: t`Получен сервером`, value: formatDateTime(invoice.createdDate) }] : []),
    { label: t`Точка продаж`, value: invoice.salePoint.name },
    { label: t`Кассир`, value: invoice.user.name },
    { label: t`Номер транзакции`, value: invoice.number },
  ];
  if (variant === 'error' && invoice.errorCode) details.push({ label: t`Причина`, value: format.code(invoice.errorCode) });
  if (invoice.ofd) {
    details.push(
      { label: t`Фискальный чек`, value: invoice.ofd.receiptId },
      { label: t`Терминал`, value: invoice.ofd.terminalId },
      { label: t`Фискальный признак`, value: invoice.ofd.fiscalSign },
    );
  }
  const cashback = cashbackOf(invoice.amount.value);
  return {
    variant,
    brand: business?.name ?? 'Agent Portal',
    head: [
      ...(business ? [t`ИНН ${business.taxNumber}`] : []),
      t`Точка продаж: ${invoice.salePoint.name}`,
      ...(invoice.merchant.legalName ? [t`Получатель: ${invoice.merchant.legalName}`] : []),
    ],
    status: status[variant],
    rows: [
      { label: t`Услуга`, value: isCardTopUp(invoice) ? t`Пополнение карты` : format.name(invoice.merchant.name) },
      ...options,
      ...accounts,
      { label: t`Сумма`, value: format.money(invoice.amount.value) },
      { label: t`Комиссия`, value: format.money(invoice.commission.amount) },
      { label: t`Итого`, value: format.money(invoice.amount.total), total: true },
    ],
    details,
    cashback: variant === 'successful' || variant === 'pending' ? t`Кешбэк ${CASHBACK_PERCENT} % от суммы покупки: ${format.money(cashback)}` : null,
    qr: invoice.ofd?.url ? { value: invoice.ofd.url, caption: t`Отсканируйте, чтобы проверить чек` } : null,
    footer: variant === 'pending' ? t`Ожидает подтверждения, это может занять несколько минут` : null,
  };
}
