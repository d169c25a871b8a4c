// The receipt of a payment (spec 02 §4): successful, pending, error or canceled; a header naming the agent's business,
// its tax number and the sale point, and the service's legal name (issue 16); service, account, amount,
// commission, total, date and time (when the cashier took it; when the server received it too, if later), sale point, cashier, invoice number, the fiscal data (OFD receipt id, terminal
// id, fiscal sign) with a QR code of the receipt's address, and the 1 % cashback line. Built from the server's
// invoice only, so it shows the server's figures; laid out as one narrow column for receipt printers.
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import type { Invoice } from '#shared/api/invoices.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { useOptionalSignedIn } from '#client/lib/current-profile.ts';
import { accountText, choiceText, paymentTime, receivedLater } from '#client/lib/invoice-text.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { cashbackOf, CASHBACK_PERCENT, isCardTopUp, receiptVariant, type ReceiptVariant } from './receipt-view.ts';

type Row = { label: string; value: string; total?: boolean };

export function Receipt({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const variant = receiptVariant(invoice);
  const title: Record<ReceiptVariant, string> = {
    successful: t`Платёж успешно проведён`,
    pending: t`Платёж ожидает подтверждения`,
    error: t`Платёж не проведён`,
    canceled: t`Платёж отменён`,
  };
  const accounts = invoice.fields.account.map((field) => ({ label: format.name(field.title), value: accountText(field) }));
  const options = [invoice.fields.region, invoice.fields.subRegion, invoice.fields.type]
    .filter((field) => field !== null)
    .map((field) => ({ label: format.name(field.title), value: choiceText(field, i18n.locale) }));
  const business = useOptionalSignedIn()?.profile.business ?? null;
  const service = isCardTopUp(invoice) ? t`Пополнение карты` : format.name(invoice.merchant.name);
  const rows: Row[] = [
    { label: t`Услуга`, value: service },
    ...options,
    ...accounts,
    { label: t`Сумма`, value: format.money(invoice.amount.value) },
    { label: t`Комиссия`, value: format.money(invoice.commission.amount) },
    { label: t`Итого`, value: format.money(invoice.amount.total), total: true },
  ];
  const details: Row[] = [
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

  return (
    <article className={`ap-receipt ap-receipt--${variant}`} aria-label={t`Чек`} data-testid="receipt">
      <header className="ap-receipt__head">
        <span className="ap-receipt__brand">{business?.name ?? 'Agent Portal'}</span>
        {business && <span className="ap-receipt__line">{t`ИНН ${business.taxNumber}`}</span>}
        <span className="ap-receipt__line">{t`Точка продаж: ${invoice.salePoint.name}`}</span>
        {invoice.merchant.legalName && (
          <span className="ap-receipt__line">{t`Получатель: ${invoice.merchant.legalName}`}</span>
        )}
        <span className="ap-receipt__status">{title[variant]}</span>
      </header>
      <hr className="ap-receipt__rule" />
      <dl className="ap-receipt__rows">
        {rows.map((row) => (
          <div key={row.label} className={row.total ? 'ap-receipt__row ap-receipt__row--total' : 'ap-receipt__row'}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <hr className="ap-receipt__rule" />
      <dl className="ap-receipt__rows">
        {details.map((row) => (
          <div key={row.label} className="ap-receipt__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {(variant === 'successful' || variant === 'pending') && (
        <p className="ap-receipt__note">{t`Кешбэк ${CASHBACK_PERCENT} % от суммы покупки: ${format.money(cashback)}`}</p>
      )}
      {invoice.ofd?.url && (
        <div className="ap-receipt__qr">
          <QRCodeSVG value={invoice.ofd.url} size={128} marginSize={0} title={t`QR-код чека`} />
          <span>{t`Отсканируйте, чтобы проверить чек`}</span>
        </div>
      )}
      {variant === 'pending' && <p className="ap-receipt__note">{t`Ожидает подтверждения, это может занять несколько минут`}</p>}
    </article>
  );
}
