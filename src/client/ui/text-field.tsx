// A labelled text input. With `mask`, the input shows the masked text (maska keeps the caret right) while the
// value handed in and out is the bare digits, which is what the shared schemas validate.
import { Mask, MaskInput, type MaskInputOptions } from 'maska';
import { useId, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { MASKS, type MaskName } from '#shared/masks.ts';

const PHONE_PREFIX = '+998 ';

/** Typed or pasted local digits get the country code, so the mask's literal 998 is not matched by the user's 9s. */
function phonePreProcess(value: string): string {
  if (PHONE_PREFIX.startsWith(value)) return '';
  if (value.startsWith('+998')) return value;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 12 && digits.startsWith('998') ? digits : `998${digits}`;
}

function maskOptions(mask: MaskName): MaskInputOptions {
  return mask === 'phone' ? { mask: MASKS.phone, preProcess: phonePreProcess } : { mask: MASKS[mask] };
}

function display(mask: MaskName, value: string): string {
  const options = maskOptions(mask);
  return value ? new Mask(options).masked(options.preProcess ? options.preProcess(value) : value) : '';
}

type TextFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: ReactNode;
  /** The word shown in brackets after the label ("необязательно"), never a bare flag. */
  optional?: string;
  mask?: MaskName;
  /** `date` holds a day as YYYY-MM-DD and opens the browser's own picker. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Letter-spaced digits for one-time codes and PINs. */
  code?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, value, onChange, onBlur, error, hint, optional, mask, code, ref, ...input }: TextFieldProps) {
  const id = useId();
  const element = useRef<HTMLInputElement | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useLayoutEffect(() => {
    if (!mask || !element.current) return;
    const instance = new MaskInput(element.current, {
      ...maskOptions(mask),
      onMaska: (detail) => onChangeRef.current(detail.unmasked),
    });
    return () => instance.destroy();
  }, [mask]);

  // The form may change the value itself (a reset after a wrong code): mirror it into the masked input.
  useLayoutEffect(() => {
    const node = element.current;
    if (!mask || !node) return;
    if (new Mask(maskOptions(mask)).unmasked(node.value) !== value) node.value = display(mask, value);
  }, [mask, value]);

  const setRef = (node: HTMLInputElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const valueProps = mask
    ? { defaultValue: display(mask, value) }
    : { value, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value) };

  return (
    <div className="ap-field">
      <label className="ap-field__label" htmlFor={id}>
        {label}
        {optional && <span className="ap-field__optional"> ({optional})</span>}
      </label>
      <input
        id={id}
        ref={setRef}
        className={code ? 'ap-field__input ap-field__input--code' : 'ap-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        {...valueProps}
        {...input}
      />
      {hint && (
        <p className="ap-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ap-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
