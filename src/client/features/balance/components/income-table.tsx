// Deposit income entries (spec 03 §2 history and the partner tab): amount with the method label, the details (a
// reward message for reward methods), date and time.
import { useLingui } from '@lingui/react/macro';
import { isRewardIncome, type IncomeEntry } from '#shared/api/deposit.ts';
import { formatSum } from '#shared/money.ts';
import { formatDate, formatDateTime } from '#client/lib/dates.ts';
import { INCOME_TYPE_LABELS } from '../labels.ts';

export function IncomeTable({ entries }: { entries: IncomeEntry[] }) {
  const { t, i18n } = useLingui();
  const sum = (tiyin: number) => `${formatSum(tiyin)} ${t`сум`}`;
  const detailsOf = (entry: IncomeEntry) => {
    const { balance, date, invoiceNumber } = entry.details;
    if (isRewardIncome(entry.typeIncome)) {
      const day = formatDate(date);
      const reward = sum(entry.amount);
      if (invoiceNumber) return t`Вознаграждение ${reward} за транзакцию № ${invoiceNumber}`;
      return balance === null ? t`Вознаграждение ${reward} за ${day}` : t`Вознаграждение ${reward} за ${day}, баланс ${sum(balance)}`;
    }
    return balance === null ? '' : t`Баланс после пополнения: ${sum(balance)}`;
  };
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t`Сумма`}</th>
            <th scope="col">{t`Детали`}</th>
            <th scope="col">{t`Дата и время`}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="income-row">
              <td>
                <strong>+{sum(entry.amount)}</strong>
                <span className="ap-table__sub">{i18n._(INCOME_TYPE_LABELS[entry.typeIncome])}</span>
              </td>
              <td className="dp-message">{detailsOf(entry)}</td>
              <td>{formatDateTime(entry.createdDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
