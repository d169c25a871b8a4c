// The sale points an employee may work at (spec 03 §2 /employees/{id}, §3): name, address, status and today's
// takings of each of the business's points, with a checkbox.
import { Trans, useLingui } from '@lingui/react/macro';
import type { SalePoint } from '#shared/api/sale-points.ts';
import type { Locale } from '#shared/enums.ts';
import { formatSum } from '#shared/money.ts';
import { Checklist } from '#client/ui/checklist.tsx';
import { addressText } from '#client/lib/address-text.ts';
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
  return (
    <Checklist label={t`Точки продаж`} items={salePoints} selected={selected} onChange={onChange} tall>
      {(point) => {
        const address = addressText(point, locale);
        const sum = formatSum(point.sumTransactions);
        const count = point.countTransactions;
        return (
          <>
            <span className="em-points__body">
              <span className="em-points__name">{point.name}</span>
              {address && <span className="ap-text-muted">{address}</span>}
              <span className="ap-text-muted">
                <Trans>
                  Сегодня: {sum} сум, транзакций: {count}
                </Trans>
              </span>
            </span>
            <Badge tone={point.status === 'ACTIVE' ? 'success' : 'neutral'}>{point.status === 'ACTIVE' ? t`Активна` : t`Неактивна`}</Badge>
          </>
        );
      }}
    </Checklist>
  );
}
