// The sale points an employee may work at (spec 03 §2 /employees/{id}, §3): name, address, status and today's
// takings of each of the business's points, with a checkbox.
import { Trans, useLingui } from '@lingui/react/macro';
import type { SalePoint } from '#shared/api/sale-points.ts';
import type { Locale } from '#shared/enums.ts';
import { formatSum } from '#shared/money.ts';
import { Badge } from '#client/ui/badge.tsx';

export function SalePointChecklist({
  salePoints,
  selected,
  onChange,
}: {
  salePoints: SalePoint[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <ul className="em-points" aria-label={t`Точки продаж`}>
      {salePoints.map((point) => {
        const address = [point.region?.title[locale], point.district?.title[locale], point.address].filter(Boolean).join(', ');
        const sum = formatSum(point.sumTransactions);
        const count = point.countTransactions;
        return (
          <li key={point.id}>
            <label className="em-points__item">
              <input type="checkbox" checked={selected.includes(point.id)} onChange={(event) => toggle(point.id, event.target.checked)} />
              <span className="em-points__body">
                <span className="em-points__name">{point.name}</span>
                {address && <span className="ap-text-muted">{address}</span>}
                <span className="ap-text-muted">
                  <Trans>
                    Сегодня: {sum} сум, транзакций: {count}
                  </Trans>
                </span>
              </span>
              <Badge tone={point.status === 'ACTIVE' ? 'success' : 'neutral'}>
                {point.status === 'ACTIVE' ? t`Активна` : t`Неактивна`}
              </Badge>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
