import type { ReactNode } from 'react';
import './lists.css';

export type BadgeTone = 'info' | 'success' | 'danger' | 'warning' | 'neutral';

/** A small coloured status label (spec 02 §4 badge colours: info blue, success green, danger red, warning orange). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`ap-badge ap-badge--${tone}`}>{children}</span>;
}
