// spec 03 §2 /employees/{id}/profile: the employee's photo (spec 03 §5: jpg or png up to 512 KB) and names.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { updateEmployee } from '#shared/api/employees.ts';
import { PhotoField, type Photo } from '#client/ui/photo-field.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { Button } from '#client/ui/button.tsx';
import { FormError } from '#client/ui/form-error.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { updateBodyOf, useUpdateEmployee } from '../api/employees.ts';
import { useEmployeeOfPage } from '../employee-context.ts';
import { employeeName } from '../labels.ts';

const entries = updateEmployee.body!.entries;
const namesForm = v.object({ firstName: entries.firstName, lastName: entries.lastName });

export default function EmployeeProfilePage() {
  const { t } = useLingui();
  const employee = useEmployeeOfPage();
  const update = useUpdateEmployee();
  const [photo, setPhoto] = useState<Photo | null>(employee.image && !employee.image.deleted ? employee.image : null);
  const [photoChanged, setPhotoChanged] = useState(false);
  const form = useForm<v.InferInput<typeof namesForm>, unknown, v.InferOutput<typeof namesForm>>({
    resolver: valibotResolver(namesForm),
    defaultValues: { firstName: employee.firstName ?? '', lastName: employee.lastName ?? '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(updateBodyOf(employee, { ...values, image: photo }));
      notify.success(t`Сохранено`);
      setPhotoChanged(false);
      form.reset(values);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form className="ap-stack" onSubmit={submit} noValidate>
      <h2 className="ap-subtitle">
        <Trans>Профиль</Trans>
      </h2>
      <FormError control={form.control} />
      <PhotoField
        photo={photo}
        name={employeeName(employee)}
        onChange={(next) => {
          setPhoto(next);
          setPhotoChanged(true);
        }}
      />
      <FormField control={form.control} name="firstName" label={t`Имя`} autoComplete="off" />
      <FormField control={form.control} name="lastName" label={t`Фамилия`} autoComplete="off" />
      <div className="ap-row">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty && !photoChanged}>
          <Trans>Сохранить</Trans>
        </Button>
      </div>
    </form>
  );
}
