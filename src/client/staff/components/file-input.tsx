// A file picker in the UI kit's field look; the picked file stays picked when the server refuses the form.
import { useId, type ReactNode } from 'react';

type FileInputProps = { label: ReactNode; accept: string; file: File | null; onChange: (file: File | null) => void; error?: string };

export function FileInput({ label, accept, onChange, error }: FileInputProps) {
  const id = useId();
  return (
    <div className="ap-field">
      <label className="ap-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error && (
        <span id={`${id}-error`} className="ap-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
