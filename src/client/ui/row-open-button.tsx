// The button that opens a table row's details: keyboards and screen readers reach the row through it (WCAG 4.1.2).
// The row opens on a click anywhere too; the button's own click stops there, so the row does not open it again.
import type { ReactNode } from 'react';

export function RowOpenButton({ onOpen, className, children }: { onOpen: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className ? `ap-table__open ${className}` : 'ap-table__open'}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
