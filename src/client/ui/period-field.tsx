// The period filter (spec 02 §2): presets on the Tashkent calendar or a custom range of days.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Period } from '#shared/period.ts';
import { customPeriod, dateInputValue, presetOf, presetPeriod, PERIOD_PRESETS, type PeriodPreset } from '#client/lib/period-filter.ts';
import { SelectField } from './select-field.tsx';
import './lists.css';

export function PeriodField({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useLingui();
  const now = Date.now();
  const matched = presetOf(value, now);
  const [custom, setCustom] = useState(matched === 'custom');
  const choice = custom ? 'custom' : matched;
  const labels: Record<PeriodPreset | 'custom', string> = {
    today: t`Сегодня`,
    yesterday: t`Вчера`,
    this_week: t`Эта неделя`,
    last_week: t`Прошлая неделя`,
    this_month: t`Этот месяц`,
    last_month: t`Прошлый месяц`,
    custom: t`Выбрать даты`,
  };
  const from = dateInputValue(value.start);
  const to = dateInputValue(value.end);
  const setRange = (nextFrom: string, nextTo: string) => {
    const period = customPeriod(nextFrom, nextTo);
    if (period) onChange(period);
  };

  return (
    <div className="ap-period">
      <SelectField
        label={t`Период`}
        value={choice}
        options={[...PERIOD_PRESETS, 'custom' as const].map((preset) => ({ value: preset, label: labels[preset] }))}
        onChange={(next) => {
          if (next === 'custom') {
            setCustom(true);
            return;
          }
          setCustom(false);
          onChange(presetPeriod(next as PeriodPreset, Date.now()));
        }}
      />
      {choice === 'custom' && (
        <div className="ap-period__range">
          <label className="ap-field">
            <span className="ap-field__label">{t`С`}</span>
            <input className="ap-field__input" type="date" value={from} max={to} onChange={(event) => setRange(event.target.value, to)} />
          </label>
          <label className="ap-field">
            <span className="ap-field__label">{t`По`}</span>
            <input className="ap-field__input" type="date" value={to} min={from} onChange={(event) => setRange(from, event.target.value)} />
          </label>
        </div>
      )}
    </div>
  );
}
