// The cancellations filters (spec 02 §2): period, status, application number, amount in so'm and invoice number.
// Period and status apply at once; the typed ones on submit. The submit button shows only while typed text differs
// from the applied filters, so it is never a pale, dead button next to a select that has already applied itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/api/applications.ts';
import { Button } from '#client/ui/button.tsx';
import { PeriodField } from '#client/ui/period-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import type { ApplicationFilters } from '../application-filters.ts';
import { APPLICATION_STATUS_LABELS } from '../labels.ts';

type Typed = Pick<ApplicationFilters, 'number' | 'amount' | 'invoiceNumber'>;

export function ApplicationFilterBar({ filters, onChange }: { filters: ApplicationFilters; onChange: (filters: ApplicationFilters) => void }) {
  const { t, i18n } = useLingui();
  const typedOf = (from: ApplicationFilters): Typed => ({ number: from.number, amount: from.amount, invoiceNumber: from.invoiceNumber });
  const [typed, setTyped] = useState<Typed>(typedOf(filters));
  const key = `${filters.number}\n${filters.amount}\n${filters.invoiceNumber}`;
  const [seen, setSeen] = useState(key);
  // The URL may change under the form (back button, a menu link): follow it.
  if (seen !== key) {
    setSeen(key);
    setTyped(typedOf(filters));
  }
  const trimmed: Typed = { number: typed.number.trim(), amount: typed.amount.trim(), invoiceNumber: typed.invoiceNumber.trim() };
  const typedChanged = trimmed.number !== filters.number || trimmed.amount !== filters.amount || trimmed.invoiceNumber !== filters.invoiceNumber;
  const anyFilter = filters.status !== '' || key !== '\n\n';
  const field = (name: keyof Typed) => (value: string) => setTyped((current) => ({ ...current, [name]: value }));

  return (
    <form
      className="ap-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, ...trimmed });
      }}
    >
      <PeriodField value={filters.period} onChange={(period) => onChange({ ...filters, period })} />
      <SelectField
        label={t`Статус`}
        value={filters.status}
        placeholder={t`Все статусы`}
        options={APPLICATION_STATUSES.map((status) => ({ value: status, label: i18n._(APPLICATION_STATUS_LABELS[status]) }))}
        onChange={(status) => onChange({ ...filters, status: status as ApplicationStatus | '' })}
      />
      <TextField label={t`Номер заявки`} value={typed.number} onChange={field('number')} autoComplete="off" />
      <TextField label={t`Сумма, сум`} value={typed.amount} onChange={field('amount')} inputMode="decimal" autoComplete="off" />
      <TextField label={t`Номер транзакции`} value={typed.invoiceNumber} onChange={field('invoiceNumber')} autoComplete="off" />
      <div className="ap-filters__actions">
        {typedChanged && (
          <Button type="submit">
            <Trans>Найти</Trans>
          </Button>
        )}
        {anyFilter && (
          <Button variant="ghost" onClick={() => onChange({ period: filters.period, status: '', number: '', amount: '', invoiceNumber: '' })}>
            <Trans>Сбросить</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
