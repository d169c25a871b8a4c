// How a form shows a refused request (spec 01 §8): field codes land on their fields; any other code lands on the
// given field (a wrong code or PIN, which is also cleared) or, without one, above the form.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api.ts';
import { errorCode } from './messages.ts';

export const FORM_ERROR = 'root.server' as const;

export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  options: { field?: FieldPath<T>; clear?: boolean } = {},
): void {
  const fields = isApiError(error) ? Object.entries(error.fields) : [];
  const known = fields.filter(([path]) => path in form.getValues());
  if (known.length > 0) {
    for (const [path, code] of known) form.setError(path as FieldPath<T>, { message: code }, { shouldFocus: true });
    return;
  }
  const { field, clear = false } = options;
  if (!field) {
    form.setError(FORM_ERROR, { message: errorCode(error) });
    return;
  }
  if (clear) form.resetField(field, { defaultValue: '' as never });
  form.setError(field, { message: errorCode(error) }, { shouldFocus: true });
}
