// A refused request shown in the console, its code translated (staff codes first, then the portal's).
import { useLingui } from '@lingui/react/macro';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { Banner } from '#client/ui/banner.tsx';
import { staffCodeText, staffErrorText } from '../messages.ts';

/** Above a form: the code `showServerError` put on the form's root. */
export function StaffFormError<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { i18n } = useLingui();
  const { errors } = useFormState({ control });
  const code = errors.root?.server?.message;
  return code ? <Banner tone="error">{staffCodeText(i18n, code)}</Banner> : null;
}

/** A failed action outside a form (an approval, a switch). */
export function ErrorBanner({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  return error ? <Banner tone="error">{staffErrorText(i18n, error)}</Banner> : null;
}
