// A modal on Radix Dialog (focus trap, Escape, aria wiring come from the library); loaded on first open (dialog.tsx).
import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './dialog.tsx';
import { Icon } from './icons.tsx';
import { useReturnFocus } from './return-focus.ts';

export function Dialog({ open, onOpenChange, title, description, closeLabel, children, size }: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ap-overlay" />
        <RadixDialog.Content className={size ? `ap-dialog ap-dialog--${size}` : 'ap-dialog'} {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="ap-dialog__header">
            <div>
              <RadixDialog.Title className="ap-dialog__title">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="ap-dialog__description">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close className="ap-icon-button" aria-label={closeLabel}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
