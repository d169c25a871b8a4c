import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { STATUSES, type Status } from '#shared/enums.ts';
import { SelectField } from '#client/ui/select-field.tsx';

/** The status select of a create form (spec 02 §5 a sale point, spec 03 §2 an employee), in the thing's own words. */
export function StatusField<F extends FieldValues & { status: Status }, O>({
  control,
  labels,
}: {
  control: Control<F, unknown, O>;
  labels: Record<Status, MessageDescriptor>;
}) {
  const { t, i18n } = useLingui();
  const status = useController({ control, name: 'status' as Path<F> });
  return (
    <SelectField
      label={t`Статус`}
      name={status.field.name}
      value={status.field.value as Status}
      onChange={status.field.onChange}
      options={STATUSES.map((value) => ({ value, label: i18n._(labels[value]) }))}
    />
  );
}
