// The SIMPLE and ACCOUNT flows (spec 02 §4). SIMPLE: prepayment (payer data and amount), then the payment step
// with the commission and total. ACCOUNT: prepayment (region, subRegion, type, account fields), the account lookup,
// then the payment step with what the lookup found and the amount. Paying writes the payment to the outbox. Issue 24
// item 4: the first account field has focus when the flow opens; a quick amount on the first step moves on as
// "Продолжить" would, on the payment step it only fills the amount; Enter on the payment step pays.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AccountInfo, Merchant } from '#shared/api/catalogue.ts';
import { isApiError } from '#client/lib/api.ts';
import { errorCode } from '#client/lib/messages.ts';
import { isOnline } from '#client/offline/online.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { useAccountInfo } from '../api/get-account-info.ts';
import { accountDisplay, accountOf, amountLimits, chargeFor, flowOf, parseSum, primaryField } from '../flow-rules.ts';
import { AccountInfoCard } from './account-info-card.tsx';
import { enterMovesToAmount, FormAmountField } from './amount-field.tsx';
import { DepositShortfall } from './deposit-shortfall.tsx';
import { FlowFrame, SummaryRows } from './flow-frame.tsx';
import { MerchantLogo } from '#client/ui/merchant-logo.tsx';
import { EMPTY_PAYER, PayerFields, usePayerChoices, type PayerForm } from './payer-fields.tsx';
import { useFormat } from '#client/lib/use-format.ts';
import { OfflineRefusalError, sumText, useSubmitPayment } from './use-submit-payment.ts';

/** Codes of the lookup that concern the account itself: shown under the first account field (spec 02 §8). */
const ACCOUNT_CODES = new Set(['account_not_found', 'invalid_prefix', 'validation_error']);

type AccountFlowProps = { merchant: Merchant; salePointId: string; onClose: () => void; onSubmitted: (outboxId: string) => void };

export function AccountFlow({ merchant, salePointId, onClose, onSubmitted }: AccountFlowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const flow = flowOf(merchant);
  const lookup = flow === 'ACCOUNT';
  const amountRule = merchant.fields.amount;
  const form = useForm<PayerForm>({
    defaultValues: { ...EMPTY_PAYER, amount: sumText(amountRule.defaultValue) },
    mode: 'onTouched',
  });
  const choices = usePayerChoices(merchant, form.control);
  const accountInfo = useAccountInfo();
  const submit = useSubmitPayment(salePointId);
  const [step, setStep] = useState<'payer' | 'payment'>('payer');
  const [info, setInfo] = useState<AccountInfo | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const limits = amountLimits(merchant, flow);
  const amount = parseSum(useWatch({ control: form.control, name: 'amount' }));
  const charge = chargeFor(amount ?? 0, merchant);
  const values = form.getValues();
  const account = accountOf(choices.fields, values.account);
  const display = accountDisplay(choices.fields, values.account, choices.chosen);
  const accountRows = choices.fields
    .filter((field) => (values.account[field.name] ?? '').trim())
    .map((field) => ({ label: format.name(field.title), value: accountDisplay([field], values.account, choices.chosen) }));

  const toPayment = form.handleSubmit(async (data) => {
    setFormError(null);
    if (!lookup) {
      setStep('payment');
      return;
    }
    // DESIGN §6: the account lookup needs the server; without a connection say so at once instead of waiting.
    if (!isOnline()) {
      setFormError('network_error');
      return;
    }
    try {
      const found = await accountInfo.mutateAsync({
        agentMerchantId: merchant.id,
        account: accountOf(choices.fields, data.account),
        region: data.region || null,
        subRegion: data.subRegion || null,
        type: data.type || null,
      });
      setInfo(found);
      if (amountRule.editable && found.amount && found.amount > 0) form.setValue('amount', sumText(found.amount));
      setStep('payment');
    } catch (error) {
      const code = errorCode(error);
      const first = primaryField(choices.fields);
      const fieldCode = isApiError(error) ? Object.values(error.fields)[0] : undefined;
      if (first && ACCOUNT_CODES.has(code)) {
        form.setError(`account.${first.name}`, { message: fieldCode && code === 'validation_error' ? fieldCode : code }, { shouldFocus: true });
      } else setFormError(code);
    }
  });

  const pay = form.handleSubmit(async (data) => {
    const sum = parseSum(data.amount);
    if (sum === null || submitting) return;
    setSubmitting(true);
    setRefusal(null);
    try {
      const id = await submit({
        merchant,
        flow,
        account,
        accountDisplay: display,
        region: data.region,
        subRegion: data.subRegion,
        type: data.type,
        amount: sum,
        charge: chargeFor(sum, merchant),
      });
      onSubmitted(id);
    } catch (error) {
      if (error instanceof OfflineRefusalError) setRefusal(error.text);
      else setFormError('internal_error');
      setSubmitting(false);
    }
  });

  // The payer's fields, checked before Enter moves on to the amount.
  const payerPaths = [
    ...(choices.regionActive ? (['region'] as const) : []),
    ...(choices.subRegionActive ? (['subRegion'] as const) : []),
    ...(choices.typeActive ? (['type'] as const) : []),
    ...choices.fields.map((field) => `account.${field.name}` as const),
  ];
  // On the first step a quick amount moves on once the account is typed; before that it only fills the amount.
  const onQuickAmount = () => {
    if (step !== 'payer' || accountInfo.isPending) return;
    const empty = choices.fields.find((field) => !(form.getValues(`account.${field.name}`) ?? '').trim());
    if (empty) form.setFocus(`account.${empty.name}`);
    else void toPayment();
  };
  const amountInput = (
    <FormAmountField
      control={form.control}
      limits={limits}
      decimals={amountRule.availableDecimal}
      disabled={!amountRule.editable}
      // The payment step after a lookup: the amount (or the debt it found) is typed over at once, Enter pays.
      autoFocus={step === 'payment'}
      onQuick={onQuickAmount}
    />
  );

  return (
    <FlowFrame
      title={format.name(merchant.name)}
      logo={<MerchantLogo image={merchant.image} name={merchant.name} size={44} />}
      onClose={onClose}
      step={step === 'payer' ? t`Шаг 1 из 2 · Данные плательщика` : t`Шаг 2 из 2 · Оплата`}
      onEnter={step === 'payment' ? () => void pay() : undefined}
    >
      {step === 'payer' ? (
        <form className="ap-stack" onSubmit={toPayment} onKeyDown={lookup ? undefined : enterMovesToAmount(form, payerPaths)} noValidate>
          <PayerFields merchant={merchant} form={form} choices={choices} autoFocus />
          {!lookup && amountInput}
          {formError && <Banner tone="error">{format.code(formError)}</Banner>}
          <Button type="submit" block loading={accountInfo.isPending}>
            {lookup ? <Trans>Проверить</Trans> : <Trans>Продолжить</Trans>}
          </Button>
        </form>
      ) : (
        <form className="ap-stack" onSubmit={pay} noValidate>
          {info && <AccountInfoCard info={info} />}
          {lookup && amountInput}
          <SummaryRows
            rows={[
              { label: t`Услуга`, value: format.name(merchant.name) },
              ...accountRows,
              { label: t`Сумма`, value: format.money(charge.amount) },
              { label: t`Комиссия`, value: format.money(charge.commission) },
              { label: t`Итого к оплате`, value: format.money(charge.total), total: true },
            ]}
          />
          {formError && <Banner tone="error">{format.code(formError)}</Banner>}
          {refusal && <Banner tone="warning">{refusal}</Banner>}
          <DepositShortfall total={charge.total} />
          <div className="ap-ws-actions">
            <Button variant="secondary" onClick={() => setStep('payer')} disabled={submitting}>
              <Trans>Назад</Trans>
            </Button>
            <Button type="submit" loading={submitting}>
              <Trans>Оплатить</Trans>
            </Button>
          </div>
        </form>
      )}
    </FlowFrame>
  );
}
