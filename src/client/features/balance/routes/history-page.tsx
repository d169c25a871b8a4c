// spec 03 §2 deposit replenishment history: filters amount (so'm, sent ×100), method and period (default today),
// newest first, 100 a page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { exportIncomes, type IncomeType } from '#shared/api/deposit.ts';
import { Button } from '#client/ui/button.tsx';
import { ExportTools } from '#client/ui/export-menu.tsx';
import { amountInput, MaskedField } from '#client/ui/masked-field.tsx';
import { PeriodField } from '#client/ui/period-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { useIncomeTypes } from '../api/list-income-types.ts';
import { useIncomes } from '../api/list-incomes.ts';
import { IncomeTable } from '../components/income-table.tsx';
import { PagedList } from '#client/ui/paged-list.tsx';
import { historyFiltersOf, historyFiltersParams, historyListBody, type HistoryFilters } from '../deposit-rules.ts';
import { INCOME_TYPE_LABELS } from '../labels.ts';

export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = historyFiltersOf(params, Date.now());
  const body = historyListBody(filters, page);
  const list = useIncomes(body);
  const apply = (next: HistoryFilters, nextPage = 0) => setParams(historyFiltersParams(next, nextPage), { replace: true });

  return (
    <>
      <HistoryFilterBar filters={filters} onChange={(next) => apply(next)} />
      <ExportTools call={exportIncomes} body={{ sort: body.sort, search: body.search }} />
      <PagedList list={list} empty={<Trans>Депозит ещё не пополнялся</Trans>} onPage={(next) => apply(filters, next)}>
        {(entries) => <IncomeTable entries={entries} />}
      </PagedList>
    </>
  );
}

function HistoryFilterBar({ filters, onChange }: { filters: HistoryFilters; onChange: (filters: HistoryFilters) => void }) {
  const { t, i18n } = useLingui();
  const types = useIncomeTypes();
  const [amount, setAmount] = useState(filters.amount);
  const [seen, setSeen] = useState(filters.amount);
  // The URL may change under the form (back button, a menu link): follow it.
  if (seen !== filters.amount) {
    setSeen(filters.amount);
    setAmount(filters.amount);
  }
  const typedChanged = amount.trim() !== filters.amount;
  const anyFilter = filters.method !== '' || filters.amount !== '';
  return (
    <form
      className="ap-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, amount: amount.trim() });
      }}
    >
      <PeriodField value={filters.period} onChange={(period) => onChange({ ...filters, period })} />
      <SelectField
        label={t`Способ пополнения`}
        value={filters.method}
        placeholder={t`Все способы`}
        options={(types.data ?? []).map((type) => ({ value: type, label: i18n._(INCOME_TYPE_LABELS[type]) }))}
        onChange={(method) => onChange({ ...filters, method: method as IncomeType | '' })}
      />
      <MaskedField label={t`Сумма, сум`} value={amount} onChange={setAmount} {...amountInput(true)} autoComplete="off" />
      <div className="ap-filters__actions">
        {typedChanged && (
          <Button type="submit">
            <Trans>Найти</Trans>
          </Button>
        )}
        {anyFilter && (
          <Button variant="ghost" onClick={() => onChange({ period: filters.period, method: '', amount: '' })}>
            <Trans>Сбросить</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
