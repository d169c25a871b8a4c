// A yes/no question on Radix AlertDialog: it cannot be dismissed by a click outside, only answered. Loaded on first
// open (confirm-dialog.tsx).
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { useReturnFocus } from './return-focus.ts';

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, danger }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ap-overlay" />
        <AlertDialog.Content className="ap-dialog" {...returnFocus}>
          <AlertDialog.Title className="ap-dialog__title">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="ap-dialog__description">{description}</AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="ap-visually-hidden">{title}</AlertDialog.Description>
          )}
          <div className="ap-dialog__actions">
            <AlertDialog.Cancel className="ap-button ap-button--secondary">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={`ap-button ${danger ? 'ap-button--danger' : 'ap-button--primary'}`} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
