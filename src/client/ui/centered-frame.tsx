// A single card centred under the brand: the frame of sign-in screens and of the personal data step.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './icons.tsx';

export function CenteredFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="ap-auth">
      <Link to="/" className="ap-auth__brand">
        <Logo size={40} />
        <span>Agent Portal</span>
      </Link>
      <section className="ap-card ap-auth__card ap-stack">{children}</section>
      {footer && <div className="ap-auth__footer">{footer}</div>}
    </main>
  );
}
