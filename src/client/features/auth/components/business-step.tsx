// Recovery for a business owner (spec 01 §2.5): the business is identified by its tax number (### ### ###) and
// its 4-digit business number before a new PIN may be set.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { businessIdentification } from '#shared/api/auth.ts';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { StepHeader } from './auth-frame.tsx';

export type BusinessIdentification = v.InferOutput<typeof businessIdentification>;

export function BusinessStep({ onSubmit, onBack }: { onSubmit: (values: BusinessIdentification) => void; onBack: () => void }) {
  const { t } = useLingui();
  const form = useForm({
    resolver: valibotResolver(businessIdentification),
    defaultValues: { taxNumber: '', businessNumber: '' },
  });
  return (
    <form className="ap-stack" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <StepHeader title={t`Данные бизнеса`} onBack={onBack}>
        <Trans>К номеру привязан бизнес. Чтобы подтвердить, что он ваш, укажите его ИНН и номер бизнеса.</Trans>
      </StepHeader>
      <FormField control={form.control} name="taxNumber" label={t`ИНН`} mask="taxNumber" inputMode="numeric" autoFocus />
      <FormField
        control={form.control}
        name="businessNumber"
        label={t`Номер бизнеса`}
        mask="businessNumber"
        inputMode="numeric"
        hint={t`4 цифры`}
      />
      <Button type="submit" block>
        <Trans>Продолжить</Trans>
      </Button>
    </form>
  );
}
