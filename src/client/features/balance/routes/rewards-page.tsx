// spec 03 §2 rewards: two tabs by the `reward` parameter. The provider's tab: period and category filters, summary
// cards, the rewards of paid payments (100 a page) and a 440 px side panel; the partner's tab: its income entries
// without loans. Inside a sale point the provider's rewards are that sale point's.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { exportIncomes, exportRewards, type RewardRow } from '#shared/api/deposit.ts';
import { formatSum } from '#shared/money.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { localText } from '#client/lib/local-text.ts';
import { ExportTools } from '#client/ui/export-menu.tsx';
import { PeriodField } from '#client/ui/period-field.tsx';
import { RowOpenButton } from '#client/ui/row-open-button.tsx';
import { DetailList, SidePanel } from '#client/ui/side-panel.tsx';
import { Tabs } from '#client/ui/tabs.tsx';
import { useRewardStats } from '../api/get-reward-stats.ts';
import { useIncomes } from '../api/list-incomes.ts';
import { useRewards } from '../api/list-rewards.ts';
import { CategoryFilter } from '../components/category-filter.tsx';
import { IncomeTable } from '../components/income-table.tsx';
import { PagedList } from '#client/ui/paged-list.tsx';
import {
  partnerListBody,
  rewardFiltersOf,
  rewardFiltersParams,
  rewardListBody,
  rewardStatsBody,
  type RewardFilters,
  type RewardTab,
} from '../deposit-rules.ts';

type TabProps = { filters: RewardFilters; page: number; apply: (filters: RewardFilters, page?: number) => void };

export default function RewardsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filters, page } = rewardFiltersOf(params, Date.now());
  const apply = (next: RewardFilters, nextPage = 0) => setParams(rewardFiltersParams(next, nextPage), { replace: true });
  const props = { filters, page, apply };
  return (
    <Tabs<RewardTab>
      value={filters.tab}
      onValueChange={(tab) => apply({ ...filters, tab, category: '' })}
      label={t`Вознаграждения`}
      tabs={[
        { value: 'provider', title: t`Вознаграждение`, content: filters.tab === 'provider' && <ProviderTab {...props} /> },
        { value: 'partner', title: t`Вознаграждение партнёра`, content: filters.tab === 'partner' && <PartnerTab {...props} /> },
      ]}
    />
  );
}

function ProviderTab({ filters, page, apply }: TabProps) {
  const { t, i18n } = useLingui();
  const { id: salePointId = null } = useParams();
  const stats = useRewardStats(rewardStatsBody(filters, salePointId));
  const body = rewardListBody(filters, salePointId, page);
  const list = useRewards(body);
  const [open, setOpen] = useState<RewardRow | null>(null);
  const sum = (tiyin: number) => `${formatSum(tiyin)} ${t`сум`}`;

  return (
    <div className="dp-content">
      <div className="ap-filters" role="search">
        <PeriodField value={filters.period} onChange={(period) => apply({ ...filters, period })} />
        <CategoryFilter value={filters.category} onChange={(category) => apply({ ...filters, category })} />
      </div>
      <ExportTools call={exportRewards} body={{ sort: body.sort, search: body.search }} />
      <div className="dp-cards">
        <div className="dp-card">
          <span className="dp-card__label">{t`Общий оборот`}</span>
          <strong className="dp-card__amount" data-testid="reward-turnover">
            {stats.data ? sum(stats.data.totalRevenue) : '…'}
          </strong>
        </div>
        <div className="dp-card">
          <span className="dp-card__label">{t`Общее вознаграждение`}</span>
          <strong className="dp-card__amount" data-testid="reward-total">
            {stats.data ? sum(stats.data.totalAgentProfitAmount) : '…'}
          </strong>
        </div>
      </div>
      <PagedList list={list} empty={<Trans>За выбранную дату вознаграждений нет</Trans>} onPage={(next) => apply(filters, next)}>
        {(rows) => (
          <div className="ap-table-wrap">
            <table className="ap-table">
              <thead>
                <tr>
                  <th scope="col">{t`Вознаграждение`}</th>
                  <th scope="col">{t`Услуга`}</th>
                  <th scope="col">{t`Дата и время`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="reward-row" onClick={() => setOpen(row)}>
                    <td>
                      <RowOpenButton onOpen={() => setOpen(row)}>{sum(row.reward.amount)}</RowOpenButton>
                      <span className="ap-table__sub">{t`с платежа ${sum(row.amount)}`}</span>
                    </td>
                    <td>{localText(row.merchant.name, i18n.locale)}</td>
                    <td>{formatDateTime(row.createdDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
      <SidePanel open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={t`Вознаграждение`} closeLabel={t`Закрыть`}>
        {open && (
          <DetailList
            rows={[
              { label: t`Агент`, value: open.agent },
              { label: t`Точка продаж`, value: open.salePoint.name },
              { label: t`Услуга`, value: localText(open.merchant.name, i18n.locale) },
              { label: t`Лицевой счёт`, value: open.account },
              { label: t`Транзакция`, value: `№ ${open.invoiceNumber}` },
              { label: t`Дата и время`, value: formatDateTime(open.createdDate) },
              { label: t`Сумма платежа`, value: sum(open.amount) },
              { label: t`Сумма вознаграждения`, value: sum(open.reward.amount) },
              { label: t`Процент вознаграждения`, value: `${open.reward.percent}%` },
            ]}
          />
        )}
      </SidePanel>
    </div>
  );
}

function PartnerTab({ filters, page, apply }: TabProps) {
  const body = partnerListBody(filters, page);
  const list = useIncomes(body);
  return (
    <div className="dp-content">
      <div className="ap-filters" role="search">
        <PeriodField value={filters.period} onChange={(period) => apply({ ...filters, period })} />
      </div>
      <ExportTools call={exportIncomes} body={{ sort: body.sort, search: body.search }} />
      <PagedList list={list} empty={<Trans>За выбранную дату вознаграждений нет</Trans>} onPage={(next) => apply(filters, next)}>
        {(entries) => <IncomeTable entries={entries} />}
      </PagedList>
    </div>
  );
}
