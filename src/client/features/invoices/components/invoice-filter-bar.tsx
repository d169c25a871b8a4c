// The transactions filters (spec 02 §2): period, status, amount in so'm and invoice number. Period and status apply at
// once; the typed ones on submit. The submit button shows only while typed text differs from the applied filters, so it
// is never a pale, dead button next to a select that has already applied itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { INVOICE_STATUSES, type InvoiceStatus } from '#shared/api/invoices.ts';
import { Button } from '#client/ui/button.tsx';
import { PeriodField } from '#client/ui/period-field.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { amountInput, MaskedField } from '#client/ui/masked-field.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import type { InvoiceFilters } from '../invoice-filters.ts';
import { INVOICE_STATUS_LABELS } from '#client/lib/invoice-status.ts';

export function InvoiceFilterBar({ filters, onChange }: { filters: InvoiceFilters; onChange: (filters: InvoiceFilters) => void }) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState(filters.amount);
  const [number, setNumber] = useState(filters.number);
  const key = `${filters.amount}\n${filters.number}`;
  const [seen, setSeen] = useState(key);
  // The URL may change under the form (back button, a menu link): follow it.
  if (seen !== key) {
    setSeen(key);
    setAmount(filters.amount);
    setNumber(filters.number);
  }
  const typedChanged = amount.trim() !== filters.amount || number.trim() !== filters.number;
  const anyFilter = filters.status !== '' || filters.amount !== '' || filters.number !== '';

  return (
    <form
      className="ap-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, amount: amount.trim(), number: number.trim() });
      }}
    >
      <PeriodField value={filters.period} onChange={(period) => onChange({ ...filters, period })} />
      <SelectField
        label={t`Статус`}
        value={filters.status}
        placeholder={t`Все статусы`}
        options={INVOICE_STATUSES.map((status) => ({ value: status, label: i18n._(INVOICE_STATUS_LABELS[status]) }))}
        onChange={(status) => onChange({ ...filters, status: status as InvoiceStatus | '' })}
      />
      {/* Any service's payments are searched, and some take tiyin. */}
      <MaskedField label={t`Сумма, сум`} value={amount} onChange={setAmount} {...amountInput(true)} autoComplete="off" />
      <TextField label={t`Номер транзакции`} value={number} onChange={setNumber} inputMode="numeric" autoComplete="off" />
      <div className="ap-filters__actions">
        {typedChanged && (
          <Button type="submit">
            <Trans>Найти</Trans>
          </Button>
        )}
        {anyFilter && (
          <Button variant="ghost" onClick={() => onChange({ period: filters.period, status: '', amount: '', number: '' })}>
            <Trans>Сбросить</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
