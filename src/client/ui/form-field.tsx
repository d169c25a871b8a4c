// A TextField bound to a react-hook-form field; the error (a field or server code) is shown translated.
import { useLingui } from '@lingui/react';
import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateCode } from '#client/lib/messages.ts';
import { TextField } from './text-field.tsx';

type FormFieldProps<T extends FieldValues> = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

export function FormField<T extends FieldValues>({ control, name, ...props }: FormFieldProps<T>) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={props.disabled ?? field.disabled}
      error={message ? translateCode(i18n, message) : undefined}
    />
  );
}
