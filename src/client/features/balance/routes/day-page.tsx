// spec 03 §2 the deposit for one day: a date picker (`period`, the day's first millisecond, default today), the
// partner's reward of that day (for today: when it will be known) and the recommended top-up (red above 0).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatSum } from '#shared/money.ts';
import { tashkentDay } from '#shared/period.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { customPeriod, dateInputValue } from '#client/lib/period-filter.ts';
import { Banner } from '#client/ui/banner.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { useBalance } from '../api/get-balance.ts';
import { usePartnerReward } from '../api/get-partner-reward.ts';
import { dayChoice, dayOfParam, partnerRewardState } from '../deposit-rules.ts';

export default function DayPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // The native date input shows the browser's own format (11/25/2026 in an English browser), so it shows only
  // while a day is being picked, as in the period filters; the choice itself reads DD.MM.YYYY in every language.
  const [picking, setPicking] = useState(false);
  const now = Date.now();
  const day = dayOfParam(params.get('period'), now);
  const choice = dayChoice(day, now);
  const showDay = (at: number) => setParams({ period: String(tashkentDay(at).start) }, { replace: true });
  const partner = partnerRewardState(day, now);
  const reward = usePartnerReward(day, !partner.pending);
  const balance = useBalance();
  const sum = (tiyin: number) => `${formatSum(tiyin)} ${t`сум`}`;
  const recommended = balance.data?.recommendedAmount;

  return (
    <>
      <div className="dp-day-picker">
        <SelectField
          label={t`Дата`}
          value={picking ? 'pick' : choice.preset}
          options={[
            { value: 'today', label: t`Сегодня` },
            { value: 'yesterday', label: t`Вчера` },
            ...(choice.preset === 'day' ? [{ value: 'day', label: choice.label }] : []),
            { value: 'pick', label: t`Выбрать дату` },
          ]}
          onChange={(next) => {
            setPicking(next === 'pick');
            if (next === 'today') showDay(now);
            else if (next === 'yesterday') showDay(tashkentDay(now).start - 1);
          }}
        />
        {picking && (
          <input
            className="ap-field__input"
            type="date"
            aria-label={t`Выбрать дату`}
            value={dateInputValue(day.start)}
            max={dateInputValue(now)}
            onChange={(event) => {
              const picked = customPeriod(event.target.value, event.target.value);
              if (!picked) return;
              setPicking(false);
              showDay(picked.start);
            }}
          />
        )}
      </div>
      <Banner tone="info">
        <Trans>Данные относятся только к выбранной дате</Trans>
      </Banner>
      <div className="dp-cards">
        <div className="dp-card" data-testid="partner-reward-card">
          <span className="dp-card__label">{t`Вознаграждение партнёра (Humans)`}</span>
          {partner.pending ? (
            <p className="dp-card__note">
              <Trans>Информация будет доступна в начале следующего дня: {formatDateTime(new Date(partner.availableAt).toISOString())}</Trans>
            </p>
          ) : (
            <strong className="dp-card__amount">{reward.data ? sum(reward.data.amount ?? 0) : '…'}</strong>
          )}
        </div>
        <div
          className={`dp-card ${recommended === undefined ? '' : recommended > 0 ? 'dp-card--danger' : 'dp-card--success'}`}
          data-testid="recommended-card"
        >
          <span className="dp-card__label">{t`Рекомендуемая сумма пополнения`}</span>
          <strong className="dp-card__amount">{recommended === undefined ? '…' : sum(recommended)}</strong>
          <p className="dp-card__note">
            {recommended !== undefined && recommended > 0 ? (
              <Trans>Пополните депозит, чтобы его хватило на день платежей</Trans>
            ) : (
              <Trans>Депозита хватает на день платежей</Trans>
            )}
          </p>
        </div>
      </div>
    </>
  );
}
