import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { SalePoint } from '#shared/api/sale-points.ts';
import type { Locale } from '#shared/enums.ts';
import { formatSum } from '#shared/money.ts';
import { addressText } from '#client/lib/address-text.ts';
import { Badge } from '#client/ui/badge.tsx';
import { STATUS_LABELS } from './status-label.ts';
import '#client/ui/settings.css';

/** spec 02 §2: name, address, status, employee count, today's amount and transactions; opens the sale point. */
export function SalePointCard({ salePoint }: { salePoint: SalePoint }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const address = addressText(salePoint, locale);
  const employees = salePoint.countEmployees;
  const sum = formatSum(salePoint.sumTransactions);
  const count = salePoint.countTransactions;
  return (
    <Link to={`/sale-points/${encodeURIComponent(salePoint.id)}`} className="ap-tile" data-testid="sale-point-card">
      <div className="sp-card__head">
        <h2 className="sp-card__name">{salePoint.name}</h2>
        <Badge tone={salePoint.status === 'ACTIVE' ? 'success' : 'neutral'}>{i18n._(STATUS_LABELS[salePoint.status])}</Badge>
      </div>
      <p className="sp-card__address">{address || t`Адрес не указан`}</p>
      <p className="sp-card__employees">
        <Trans>Сотрудников: {employees}</Trans>
      </p>
      <dl className="sp-card__today">
        <div>
          <dt>
            <Trans>Сумма за сегодня</Trans>
          </dt>
          <dd>
            <Trans>{sum} сум</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Транзакций сегодня</Trans>
          </dt>
          <dd>{count}</dd>
        </div>
      </dl>
    </Link>
  );
}
