// A SelectField bound to a react-hook-form field, its error translated like FormField's.
import { useLingui } from '@lingui/react';
import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateCode } from '#client/lib/messages.ts';
import { SelectField } from '#client/ui/select-field.tsx';

type Props<T extends FieldValues> = Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

export function SelectFormField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <SelectField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message ? translateCode(i18n, message) : undefined}
    />
  );
}
