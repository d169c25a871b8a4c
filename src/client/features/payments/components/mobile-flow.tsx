// The MOBILE flow (spec 02 §4, §5): phone after +998 with an operator prefix and an amount of 1 000 – 1 000 000
// so'm; "Продолжить" asks mobile-info (the operator behind the number and its monthly commission tiers) and shows
// what it found on the review step (issue 16: every flow, online or offline, ends on it): the operator, number,
// amount, the commission of the tier in force and total, the monthly limit warning, and Pay. Two steps, so a
// repeat payment is four taps (issue 24 item 4): a quick amount moves on to the review as "Продолжить" would.
// Offline, an operator chosen from the list skips the lookup and reviews with its own commission (the server
// recomputes it).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CommissionTier, Merchant } from '#shared/api/catalogue.ts';
import { SETTING_KEYS } from '#shared/api/settings.ts';
import { MOBILE_AMOUNT } from '#shared/payment-rules.ts';
import { errorCode } from '#client/lib/messages.ts';
import { isOnline } from '#client/offline/online.ts';
import { settingsQueryOptions } from '#client/lib/settings.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { MaskedField } from '#client/ui/masked-field.tsx';
import { useMobileInfo } from '../api/get-mobile-info.ts';
import { chargeFor, checkMobilePhone, limitWarning, operatorOf, parseSum, thresholdOf } from '../flow-rules.ts';
import { enterMovesToAmount, FormAmountField } from './amount-field.tsx';
import { DepositShortfall } from './deposit-shortfall.tsx';
import { FlowFrame, SummaryRows } from './flow-frame.tsx';
import { MerchantLogo } from '#client/ui/merchant-logo.tsx';
import { useFormat } from '#client/lib/use-format.ts';
import { WorkspaceIcon } from './workspace-icons.tsx';
import { OfflineRefusalError, useSubmitPayment } from './use-submit-payment.ts';

type MobileForm = { phone: string; amount: string };

/** spec 02 §5: 1 000 – 1 000 000 so'm, also for MNP and services without limits. */
const limits = { min: MOBILE_AMOUNT.min, max: MOBILE_AMOUNT.max };
type Found = { merchant: Merchant; commissions: CommissionTier[] };

type MobileFlowProps = {
  /** The operator chosen from the list; null for the MNP widget, where the number decides. */
  merchant: Merchant | null;
  /** The catalogue, to name the operator a number typed on another operator's tile belongs to. */
  merchants: readonly Merchant[];
  /** The number typed on the tile the cashier came from. */
  phone?: string;
  /** Opens another operator's flow with the number typed here. */
  onSwitch: (operator: Merchant, phone: string) => void;
  salePointId: string;
  onClose: () => void;
  onSubmitted: (outboxId: string) => void;
};

function useMonthlyThreshold(): number | null {
  const settings = useQuery(settingsQueryOptions);
  return thresholdOf(settings.data?.find((setting) => setting.key === SETTING_KEYS.monthlyRemainingLimit)?.value);
}

export function MobileFlow({ merchant, merchants, phone = '', onSwitch, salePointId, onClose, onSubmitted }: MobileFlowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const mnp = merchant === null;
  const form = useForm<MobileForm>({ defaultValues: { phone, amount: '' }, mode: 'onTouched' });
  const mobileInfo = useMobileInfo();
  const submit = useSubmitPayment(salePointId);
  const threshold = useMonthlyThreshold();
  const [found, setFound] = useState<Found | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function pay(target: Found, values: MobileForm): Promise<void> {
    if (submitting) return;
    const amount = parseSum(values.amount) ?? 0;
    setSubmitting(true);
    setRefusal(null);
    try {
      const id = await submit({
        merchant: target.merchant,
        flow: 'MOBILE',
        account: values.phone,
        accountDisplay: format.phone(values.phone),
        amount,
        charge: chargeFor(amount, target.merchant, target.commissions),
      });
      onSubmitted(id);
    } catch (error) {
      if (error instanceof OfflineRefusalError) setRefusal(error.text);
      else setFormError('internal_error');
      setSubmitting(false);
    }
  }

  const onInfo = form.handleSubmit(async (values) => {
    setFormError(null);
    // DESIGN §6: without a connection an operator chosen from the list is paid without the lookup (queued with its
    // own commission; the server recomputes it); the MNP widget needs the lookup to find the operator.
    if (!isOnline()) {
      if (merchant === null) setFormError('network_error');
      else if (merchant.status.value !== 'ACTIVE') setFormError('merchant_is_not_active');
      else setFound({ merchant, commissions: [] });
      return;
    }
    try {
      const answer = await mobileInfo.mutateAsync({ phone: values.phone, amount: parseSum(values.amount) ?? 0 });
      const target: Found = { merchant: mnp ? answer.agentMerchant : merchant, commissions: answer.commissions };
      if (target.merchant.status.value !== 'ACTIVE') {
        setFormError('merchant_is_not_active');
        return;
      }
      setFound(target);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'invalid_prefix') form.setError('phone', { message: code }, { shouldFocus: true });
      else setFormError(code);
    }
  });

  // A quick amount with a number typed moves on as "Продолжить" would (a wrong number is then shown as such);
  // before the number it only fills the amount and the number field keeps the cashier.
  const onQuickAmount = () => {
    if (mobileInfo.isPending || submitting) return;
    if (form.getValues('phone')) void onInfo();
    else form.setFocus('phone');
  };

  const title = found ? format.name(found.merchant.name) : merchant ? format.name(merchant.name) : t`Мобильная связь`;
  const logoSource = found?.merchant ?? merchant;
  const logo = logoSource ? (
    <MerchantLogo image={logoSource.image} name={logoSource.name} size={44} />
  ) : (
    <span className="ap-ws-logo ap-ws-logo--icon" style={{ width: 44, height: 44 }} aria-hidden="true">
      <WorkspaceIcon name="mobile" size={22} />
    </span>
  );

  if (found) {
    const values = form.getValues();
    const amount = parseSum(values.amount) ?? 0;
    const charge = chargeFor(amount, found.merchant, found.commissions);
    const warning = limitWarning(found.commissions, threshold);
    return (
      <FlowFrame title={title} logo={logo} onClose={onClose} step={t`Шаг 2 из 2 · Оплата`} onEnter={() => void pay(found, values)}>
        <div className="ap-stack">
          {warning && (
            <Banner tone="warning">
              <Trans>Месячный лимит по этой услуге почти исчерпан: осталось {format.money(warning.left)}</Trans>
            </Banner>
          )}
          <SummaryRows
            rows={[
              { label: t`Оператор`, value: format.name(found.merchant.name) },
              { label: t`Номер телефона`, value: format.phone(values.phone) },
              { label: t`Сумма`, value: format.money(charge.amount) },
              { label: t`Комиссия`, value: format.money(charge.commission) },
              { label: t`Итого к оплате`, value: format.money(charge.total), total: true },
            ]}
          />
          {formError && <Banner tone="error">{format.code(formError)}</Banner>}
          {refusal && <Banner tone="warning">{refusal}</Banner>}
          <DepositShortfall total={charge.total} />
          <div className="ap-ws-actions">
            <Button variant="secondary" onClick={() => setFound(null)} disabled={submitting}>
              <Trans>Назад</Trans>
            </Button>
            <Button loading={submitting} onClick={() => void pay(found, values)}>
              <Trans>Оплатить</Trans>
            </Button>
          </div>
        </div>
      </FlowFrame>
    );
  }

  return (
    <FlowFrame title={title} logo={logo} onClose={onClose} step={t`Шаг 1 из 2 · Номер и сумма`}>
      <form className="ap-stack" onSubmit={onInfo} onKeyDown={enterMovesToAmount(form, ['phone'])} noValidate>
        <Controller
          control={form.control}
          name="phone"
          rules={{ validate: (value) => checkMobilePhone(value, merchant) ?? true }}
          render={({ field, fieldState }) => {
            const owner = fieldState.error?.message === 'invalid_prefix' && merchant ? operatorOf(field.value, merchants) : null;
            const ownerName = owner ? format.name(owner.name) : '';
            return (
              <>
                <MaskedField
                  label={t`Номер телефона`}
                  mask={{ mask: '## ### ## ##' }}
                  prefix="+998"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  inputMode="tel"
                  autoComplete="off"
                  autoFocus
                  large
                  scan
                  error={owner ? t`Номер оператора ${ownerName}` : fieldState.error?.message ? format.code(fieldState.error.message) : undefined}
                />
                {owner && (
                  <Button variant="secondary" onClick={() => onSwitch(owner, field.value)}>
                    <Trans>Открыть {ownerName}</Trans>
                  </Button>
                )}
              </>
            );
          }}
        />
        <FormAmountField control={form.control} limits={limits} onQuick={onQuickAmount} />
        {formError && <Banner tone="error">{format.code(formError)}</Banner>}
        {refusal && <Banner tone="warning">{refusal}</Banner>}
        <Button type="submit" block loading={mobileInfo.isPending || submitting}>
          <Trans>Продолжить</Trans>
        </Button>
      </form>
    </FlowFrame>
  );
}
