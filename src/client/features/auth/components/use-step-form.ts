// The one-field form of the phone, code and PIN steps. These steps are the sign-in route `/`, the first screen
// every visitor loads, so they do without react-hook-form (~13.6 kB gzip, bench:bundle); every other form of the
// app uses it. They behave as the app's react-hook-form forms do (onSubmit mode, valibot resolver, lib/forms.ts):
// the field is validated on submit and, once submitted, on every change; a failure focuses the field.
import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '#client/lib/api.ts';
import { errorCode, translateCode } from '#client/lib/messages.ts';

/** Validates as the app's valibot resolver does: one issue at most, the first of the field's pipe. */
function check<T>(schema: v.GenericSchema<string, T>, value: string): v.SafeParseResult<v.GenericSchema<string, T>> {
  return v.safeParse(schema, value, { abortPipeEarly: true });
}

export function useStepForm<T>(name: string, schema: v.GenericSchema<string, T>, defaultValue = '') {
  const { i18n } = useLingui();
  const [value, setValue] = useState(defaultValue);
  const [fieldCode, setFieldCode] = useState<string>();
  const [formCode, setFormCode] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const input = useRef<HTMLInputElement | null>(null);

  /** Puts a code on the field and focuses it; `clear` empties it first (a refused code or PIN, spec 01 §8). */
  const setError = (code: string, { clear = false } = {}) => {
    if (clear) setValue('');
    setFieldCode(code);
    input.current?.focus();
  };

  return {
    /** Props for the step's TextField. */
    field: {
      name,
      value,
      ref: input,
      onChange: (next: string) => {
        setValue(next);
        if (submitted.current) setFieldCode(check(schema, next).issues?.[0].message);
      },
      error: fieldCode && translateCode(i18n, fieldCode),
    },
    /** A refused request that belongs to no field, translated. */
    formError: formCode && translateCode(i18n, formCode),
    submitting,
    handleSubmit: (onValid: (output: T) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      setFormCode(undefined);
      const result = check(schema, value);
      if (!result.success) {
        setError(result.issues[0].message);
        return;
      }
      setFieldCode(undefined);
      setSubmitting(true);
      try {
        await onValid(result.output);
      } finally {
        setSubmitting(false);
      }
    },
    setError,
    /** lib/forms.ts showServerError for this one field: the server's code for the field lands on it; any other
     * code lands on the field with `onField` (cleared with `clear`), else above the form. */
    showServerError: (error: unknown, { onField = false, clear = false } = {}) => {
      const own = isApiError(error) && Object.hasOwn(error.fields, name) ? error.fields[name] : undefined;
      if (own !== undefined) setError(own);
      else if (onField) setError(errorCode(error), { clear });
      else setFormCode(errorCode(error));
    },
    /** Back to the default value without errors. */
    reset: () => {
      setValue(defaultValue);
      setFieldCode(undefined);
    },
    clearErrors: () => {
      setFieldCode(undefined);
      setFormCode(undefined);
    },
  };
}
