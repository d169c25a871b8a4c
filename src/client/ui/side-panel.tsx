// A details panel sliding in from the right (spec 02 §9: 440 px), on Radix Dialog for focus, Escape and aria.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { useReturnFocus } from './return-focus.ts';
import './lists.css';

type SidePanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
};

export function SidePanel({ open, onOpenChange, title, closeLabel, children, footer }: SidePanelProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ap-overlay" />
        <RadixDialog.Content className="ap-side-panel" aria-describedby={undefined} {...returnFocus}>
          <div className="ap-side-panel__header">
            <RadixDialog.Title className="ap-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ap-icon-button" aria-label={closeLabel}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <div className="ap-side-panel__body">{children}</div>
          {footer && <div className="ap-side-panel__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Label and value rows of a details panel. */
export function DetailList({ rows }: { rows: { label: ReactNode; value: ReactNode; key?: string }[] }) {
  return (
    <dl className="ap-details">
      {rows.map((row, index) => (
        <div key={row.key ?? index} className="ap-details__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
