// Credit a deposit (issue 15): any income type, the source, the day a partner's reward is for, a comment.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { INCOME_SOURCES, INCOME_TYPES } from '#shared/api/deposit.ts';
import { formatSum } from '#shared/money.ts';
import { requiredString } from '#shared/validation.ts';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { INCOME_TYPE_LABELS } from '#client/features/balance/labels.ts';
import { parseSum, sumField } from '../../amount.ts';
import { isApiError, request } from '#client/lib/api.ts';
import { creditDeposit } from '#shared/api/staff-deposits.ts';
import { StaffFormError } from '../../components/form-error.tsx';
import { SelectFormField } from '../../components/select-form-field.tsx';

const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `max_length:${max}`));
const depositForm = v.object({
  business: requiredString(64),
  amount: sumField,
  typeIncome: v.picklist(INCOME_TYPES),
  source: v.union([v.picklist(INCOME_SOURCES), v.literal('')]),
  rewardDate: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'))]),
  comment: optionalText(500),
});
type DepositForm = v.InferOutput<typeof depositForm>;
const EMPTY: DepositForm = { business: '', amount: '', typeIncome: 'TRANSFER', source: '', rewardDate: '', comment: '' };

/** An answer that settles an attempt: anything but a lost answer or a key still being processed. */
const settles = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 409;

export default function DepositTab() {
  const { t, i18n } = useLingui();
  const form = useForm<DepositForm>({ resolver: valibotResolver(depositForm), defaultValues: EMPTY });
  // One Idempotency-Key per credit attempt: sending the same credit again after a lost answer reuses it, so the
  // deposit is credited once; an answered attempt or a changed form starts a new one.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const body = {
      business: values.business,
      amount: parseSum(values.amount) ?? 0,
      typeIncome: values.typeIncome,
      source: values.source || null,
      rewardDate: values.rewardDate || null,
      comment: values.comment || null,
    };
    const json = JSON.stringify(body);
    const current = attempt.current?.body === json ? attempt.current : { key: uuidv7(), body: json };
    attempt.current = current;
    try {
      const credited = await request(creditDeposit, { body, idempotencyKey: current.key });
      attempt.current = null;
      const balance = formatSum(credited.balance);
      notify.success(t`Депозит «${credited.businessName}» пополнен, баланс ${balance} сум`);
      form.reset(EMPTY);
    } catch (error) {
      if (settles(error)) attempt.current = null;
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <StaffFormError control={form.control} />
      <div className="ap-form-grid">
        <FormField control={form.control} name="business" label={t`ИНН или идентификатор бизнеса`} />
        <FormField control={form.control} name="amount" label={t`Сумма, сум`} inputMode="decimal" />
        <SelectFormField
          control={form.control}
          name="typeIncome"
          label={t`Способ пополнения`}
          options={INCOME_TYPES.map((type) => ({ value: type, label: i18n._(INCOME_TYPE_LABELS[type]) }))}
        />
        <SelectFormField
          control={form.control}
          name="source"
          label={t`Источник`}
          options={[{ value: '', label: t`По умолчанию` }, ...INCOME_SOURCES.map((source) => ({ value: source, label: source }))]}
        />
        <FormField control={form.control} name="rewardDate" label={t`День вознаграждения`} type="date" optional={t`необязательно`} />
        <FormField control={form.control} name="comment" label={t`Комментарий`} optional={t`необязательно`} />
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Пополнить депозит`}
        </Button>
      </div>
    </form>
  );
}
