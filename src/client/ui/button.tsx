import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Look = { variant?: ButtonVariant; block?: boolean; small?: boolean };

function buttonClass({ variant = 'primary', block, small }: Look, extra?: string): string {
  return ['ap-button', `ap-button--${variant}`, block && 'ap-button--block', small && 'ap-button--small', extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { loading?: boolean; children: ReactNode };

export function Button({ variant, block, small, loading = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, block, small }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

/** A navigation that looks like a button. */
export function ButtonLink({ variant, block, small, className, ...rest }: LinkProps & Look) {
  return <Link className={buttonClass({ variant, block, small }, className)} {...rest} />;
}
