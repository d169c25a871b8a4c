// A labelled native select: the platform's own picker on phones and tablets, full keyboard and screen reader support.
import { useId, type ReactNode, type Ref } from 'react';
import './lists.css';

type SelectFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: { value: string; label: string }[];
  /** Shown as the first, empty choice. */
  placeholder?: string;
  name?: string;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, value, onChange, onBlur, options, placeholder, name, error, disabled, ref }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="ap-field">
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        className="ap-field__input ap-field__select"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="ap-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
