// What the account lookup found (spec 02 §3 account info): name, address, balance, last payment, tariff, params.
import { useLingui } from '@lingui/react/macro';
import type { AccountInfo } from '#shared/api/catalogue.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { SummaryRows, type SummaryRow } from './flow-frame.tsx';
import { useFormat } from '#client/lib/use-format.ts';

/** Amounts of the lookup are tiyin (spec 02 §3), phones come with the country code. */
function paramText(param: AccountInfo['params'][number], format: ReturnType<typeof useFormat>): string {
  const digits = param.value.replace(/\D/g, '');
  if ((param.key === 'PAYED_AMOUNT' || param.key === 'INVOICE_AMOUNT') && /^-?\d+$/.test(param.value)) return format.money(Number(param.value));
  if (param.key === 'PHONE' && digits.length >= 9) return format.phone(digits.slice(-9));
  return param.value;
}

export function AccountInfoCard({ info }: { info: AccountInfo }) {
  const { t } = useLingui();
  const format = useFormat();
  const rows: SummaryRow[] = [];
  if (info.name) rows.push({ label: t`Абонент`, value: info.name });
  if (info.address) rows.push({ label: t`Адрес`, value: info.address });
  if (info.description) rows.push({ label: t`Описание`, value: info.description });
  if (info.balance !== null) rows.push({ label: t`Баланс`, value: format.money(info.balance) });
  if (info.amount !== null && info.amount > 0) rows.push({ label: t`К оплате`, value: format.money(info.amount) });
  if (info.tariff) rows.push({ label: t`Тариф`, value: info.tariff });
  if (info.lastPayment) {
    const when = formatDateTime(info.lastPayment.date);
    rows.push({ label: t`Последний платёж`, value: `${format.money(info.lastPayment.amount)} · ${when}` });
  }
  for (const param of info.params) rows.push({ label: param.title, value: paramText(param, format) });
  return (
    <div className="ap-ws-info" aria-label={t`Данные лицевого счёта`} role="group">
      {rows.length > 0 ? <SummaryRows rows={rows} /> : <p className="ap-text-muted">{t`Лицевой счёт найден`}</p>}
    </div>
  );
}
