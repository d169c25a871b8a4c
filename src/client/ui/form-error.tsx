// The error of a whole form (a refused request that belongs to no single field), translated.
import { useLingui } from '@lingui/react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { translateCode } from '#client/lib/messages.ts';
import { Banner } from './banner.tsx';

export function FormError<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { i18n } = useLingui();
  const { errors } = useFormState({ control });
  const code = errors.root?.server?.message;
  return code ? <Banner tone="error">{translateCode(i18n, code)}</Banner> : null;
}
