// @vitest-environment jsdom
// The phone, code and PIN steps keep react-hook-form off the sign-in route with their own one-field form
// (use-step-form.ts). It must behave as the app's react-hook-form forms (spec 01 §5, §8): validate on submit, then
// on every change; focus the field on a failure; put a refused request on the field (cleared for a code or PIN) or
// above the form. The steps themselves are compiled Lingui macros, so the form is driven here by a bare harness.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneField, signInPin } from '#shared/api/auth.ts';
import { ApiError } from '#client/lib/api.ts';
import { TextField } from '#client/ui/text-field.tsx';
import { useStepForm } from '#client/features/auth/components/use-step-form.ts';

// The texts are macros too; the codes themselves are what the form decides.
vi.mock('#client/lib/messages.ts', () => ({
  translateCode: (_: unknown, code: string) => `text:${code}`,
  errorCode: (error: unknown) => (error instanceof ApiError ? error.code : 'internal_error'),
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

type Harness = {
  name: string;
  schema: v.GenericSchema<string, string>;
  mask: 'phone' | 'pin';
  onSubmit: (value: string) => Promise<void>;
  onField?: boolean;
  clear?: boolean;
  mustEqual?: string;
};

/** Wired as the steps wire it. */
function Form({ name, schema, mask, onSubmit, onField, clear, mustEqual }: Harness) {
  const form = useStepForm(name, schema);
  const submit = form.handleSubmit(async (value) => {
    if (mustEqual !== undefined && value !== mustEqual) {
      form.setError('pin_mismatch', { clear: true });
      return;
    }
    try {
      await onSubmit(value);
    } catch (error) {
      form.showServerError(error, { onField, clear });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      {form.formError && <p className="form-error">{form.formError}</p>}
      <TextField {...form.field} label="field" mask={mask} />
      <button type="submit" disabled={form.submitting}>
        go
      </button>
      <button type="button" onClick={form.reset}>
        reset
      </button>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  i18n.loadAndActivate({ locale: 'ru', messages: {} });
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(props: Harness): void {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Form {...props} />
      </I18nProvider>,
    ),
  );
}

const input = () => container.querySelector('input')!;
const fieldError = () => container.querySelector('.ap-field__error')?.textContent ?? null;
const formError = () => container.querySelector('.form-error')?.textContent ?? null;

/** Types as a user does: maska formats the text on the input event and hands the bare value to the form. */
function type(text: string): void {
  act(() => {
    input().value = text;
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(): Promise<void> {
  await act(async () => container.querySelector('form')!.requestSubmit());
}

describe('the one-field form of the sign-in steps', () => {
  it('validates on submit, focuses the field and re-validates on every change after that', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render({ name: 'phone', schema: phoneField, mask: 'phone', onSubmit });
    type('90');
    expect(fieldError()).toBeNull();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldError()).toBe('text:min_length:9');
    expect(document.activeElement).toBe(input());
    type('901234567');
    expect(input().value).toBe('+998 90 123 45 67');
    expect(fieldError()).toBeNull();
    await submit();
    // The schema's output: the phone normalised to 12 digits.
    expect(onSubmit).toHaveBeenCalledWith('998901234567');
  });

  it("puts the server's code for the field on it, and any other code on the field when asked", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError('validation_error', 400, { phone: 'min_length:9' })));
    render({ name: 'phone', schema: phoneField, mask: 'phone', onSubmit, onField: true });
    type('901234567');
    await submit();
    expect(fieldError()).toBe('text:min_length:9');
    expect(formError()).toBeNull();

    onSubmit.mockImplementationOnce(() => Promise.reject(new ApiError('too_many_requests', 429)));
    await submit();
    expect(fieldError()).toBe('text:too_many_requests');
    expect(input().value).toBe('+998 90 123 45 67');
  });

  it('clears a refused PIN, or one that does not repeat the chosen one', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError('username_or_password_wrong', 400)));
    render({ name: 'password', schema: signInPin, mask: 'pin', onSubmit, onField: true, clear: true, mustEqual: '123456' });
    type('12345');
    await submit();
    expect(fieldError()).toBe('text:length:6');
    type('654321');
    expect(fieldError()).toBeNull();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input().value).toBe('');
    expect(fieldError()).toBe('text:pin_mismatch');
    expect(document.activeElement).toBe(input());

    type('123456');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith('123456');
    expect(input().value).toBe('');
    expect(fieldError()).toBe('text:username_or_password_wrong');
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it('shows a refusal that belongs to no field above the form until the next submit; reset empties the field', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError('otp_get_every_60_seconds', 400)));
    render({ name: 'password', schema: signInPin, mask: 'pin', onSubmit });
    type('123456');
    await submit();
    expect(formError()).toBe('text:otp_get_every_60_seconds');
    expect(fieldError()).toBeNull();
    act(() => container.querySelectorAll('button')[1].click());
    expect(input().value).toBe('');
    expect(formError()).toBe('text:otp_get_every_60_seconds');
    await submit();
    expect(formError()).toBeNull();
    expect(fieldError()).toBe('text:required');
  });
});
