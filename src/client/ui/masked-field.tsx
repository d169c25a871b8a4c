// A labelled input with any maska mask (a service's own account mask, card numbers grouped 4×4, amounts grouped
// by thousands). The input shows the masked text; the value handed in and out is maska's unmasked value. An
// optional prefix is shown inside the field before the typed text (a service's account prefix).
import { Mask, MaskInput, type MaskInputOptions } from 'maska';
import { useId, useLayoutEffect, useMemo, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { ScanButton } from './scan-button.tsx';
import './masked-field.css';

type MaskedFieldProps = {
  label: ReactNode;
  /** maska options; a change of their JSON form re-creates the mask. */
  mask: MaskInputOptions | null;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: ReactNode;
  prefix?: string;
  /** Content drawn at the end of the input (a card type, a spinner). */
  adornment?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  placeholder?: string;
  large?: boolean;
  /** Which text the value holds: the bare characters (default) or the text as shown, mask literals included. */
  keep?: 'unmasked' | 'masked';
  ref?: Ref<HTMLInputElement>;
  /** A camera button that reads a bill's barcode or QR code into the field (issue 24 item 3). */
  scan?: boolean;
};

/** Digits and letters only, for comparing a scanned text with the field's prefix. */
const compact = (text: string) => text.replace(/[^0-9A-Za-z]/g, '');

/**
 * A scanned code's text as the field takes it: trimmed, and without the field's own prefix when the code carries it
 * (a phone read as 998 90 123 45 67 into the +998 field, an account printed with its service prefix).
 */
export function scannedText(text: string, prefix: string | undefined): string {
  const trimmed = text.trim();
  const head = prefix ? compact(prefix) : '';
  const body = compact(trimmed);
  return head && body.startsWith(head) && body.length > head.length ? body.slice(head.length) : trimmed;
}

/**
 * The mask and keyboard of an amount in so'm, grouped by thousands as it is typed: with tiyin (and the decimal keypad)
 * only where decimals are allowed. Every amount input takes these, so they behave the same everywhere.
 */
export function amountInput(decimals: boolean): Pick<MaskedFieldProps, 'mask' | 'inputMode'> {
  return {
    mask: { number: { locale: 'ru', fraction: decimals ? 2 : 0, unsigned: true } },
    inputMode: decimals ? 'decimal' : 'numeric',
  };
}

export function MaskedField({ label, mask, value, onChange, onBlur, error, hint, prefix, adornment, large, keep = 'unmasked', scan = false, ref, ...input }: MaskedFieldProps) {
  const id = useId();
  const element = useRef<HTMLInputElement | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const maskKey = JSON.stringify(mask);
  const options = useMemo(() => (maskKey === 'null' ? null : (JSON.parse(maskKey) as MaskInputOptions)), [maskKey]);

  useLayoutEffect(() => {
    if (!options || !element.current) return;
    const instance = new MaskInput(element.current, {
      ...options,
      onMaska: (detail) => onChangeRef.current(keep === 'masked' ? detail.masked : detail.unmasked),
    });
    return () => instance.destroy();
  }, [options, keep]);

  // The form may set the value itself (a reset, a value from a lookup): mirror it into the masked input.
  useLayoutEffect(() => {
    const node = element.current;
    if (!options || !node) return;
    const maskInstance = new Mask(options);
    const current = keep === 'masked' ? node.value : maskInstance.unmasked(node.value);
    if (current !== value) node.value = value ? maskInstance.masked(value) : '';
  }, [options, value, keep]);

  const setRef = (node: HTMLInputElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  // A scanned text goes in as if typed: maska masks it (it listens to `input`) and the form's rules judge it.
  const fill = (text: string) => {
    const node = element.current;
    if (!node) return;
    const scanned = scannedText(text, prefix);
    if (!options) onChangeRef.current(scanned);
    else {
      node.value = scanned;
      node.dispatchEvent(new Event('input', { bubbles: true }));
    }
    node.focus();
  };
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const valueProps = options
    ? { defaultValue: value ? new Mask(options).masked(value) : '' }
    : { value, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value) };

  return (
    <div className="ap-field">
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`ap-masked${large ? ' ap-masked--large' : ''}`} aria-invalid={error ? true : undefined}>
        {prefix && (
          <span className="ap-masked__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          ref={setRef}
          className="ap-masked__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onBlur={onBlur}
          {...valueProps}
          {...input}
        />
        {adornment && <span className="ap-masked__adornment">{adornment}</span>}
        {scan && !input.disabled && <ScanButton onScan={fill} />}
      </div>
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
