// Step 2, bank details (spec 01 §2.7): the MFO is looked up at 5 digits and shows the bank and its branch; the
// 20-digit account is typed in groups of four.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { bankStepForm, isBankLookupReady, type BankStepForm } from '#shared/api/business.ts';
import { isApiError } from '#client/lib/api.ts';
import { translateCode } from '#client/lib/messages.ts';
import { Button } from '#client/ui/button.tsx';
import { MaskedField } from '#client/ui/masked-field.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { localText } from '#client/lib/local-text.ts';
import { useBank } from '../api/lookups.ts';
import { LookupCard } from './lookup-card.tsx';

const MFO_MASK = { mask: '#####' };
const ACCOUNT_MASK = { mask: '#### #### #### #### ####' };
const EMPTY = { uz: '', ru: '', en: '' };

function Masked({ control, name, label, mask }: {
  control: Control<BankStepForm>;
  name: 'bankId' | 'account';
  label: string;
  mask: { mask: string };
}) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController({ control, name });
  return (
    <MaskedField
      label={label}
      mask={mask}
      inputMode="numeric"
      autoComplete="off"
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message ? translateCode(i18n, fieldState.error.message) : undefined}
    />
  );
}

export function BankStep({ initial, onBack, onNext }: {
  initial: Partial<BankStepForm>;
  onBack: () => void;
  onNext: (values: BankStepForm) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<BankStepForm>({ resolver: valibotResolver(bankStepForm), defaultValues: { bankName: EMPTY, bankBranch: EMPTY, ...initial } });
  const typed = useWatch({ control: form.control, name: 'bankId' }) ?? '';
  const ready = isBankLookupReady(typed);
  const bank = useBank(typed);
  const missed = ready && isApiError(bank.error, 'bank_not_found');
  
  const { setValue } = form;
  const submitted = form.formState.isSubmitted;
  useEffect(() => {
    const info = ready ? bank.data : undefined;
    setValue('bankName', info?.name ?? EMPTY, { shouldValidate: submitted });
    setValue('bankBranch', info?.branch ?? EMPTY, { shouldValidate: submitted });
  }, [ready, bank.data, setValue, submitted]);

  const bankError = form.formState.errors.bankName;
  return (
    <form className="ap-stack" onSubmit={form.handleSubmit(onNext)} noValidate>
      <Masked control={form.control} name="bankId" label={t`МФО банка`} mask={MFO_MASK} />
      {ready && bank.isFetching && <Spinner label={t`Поиск банка…`} />}
      <LookupCard
        empty={t`Заполните МФО, чтобы получить данные банка`}
        failure={missed ? t`Информация о банке не найдена, пожалуйста, проверьте введённый МФО` : null}
        rows={
          ready && bank.data
            ? [
                { label: t`Банк`, value: localText(bank.data.name, i18n.locale) },
                { label: t`Филиал`, value: localText(bank.data.branch, i18n.locale) },
              ]
            : null
        }
      />
      {bankError && !missed && !bank.data && (
        <p className="ap-field__error" role="alert">
          {translateCode(i18n, 'bank_not_found')}
        </p>
      )}
      <Masked control={form.control} name="account" label={t`Расчётный счёт`} mask={ACCOUNT_MASK} />
      <div className="ap-onboarding__actions">
        <Button variant="secondary" onClick={onBack}>
          <Trans>Назад</Trans>
        </Button>
        <Button variant="primary" type="submit">
          <Trans>Далее</Trans>
        </Button>
      </div>
    </form>
  );
}
