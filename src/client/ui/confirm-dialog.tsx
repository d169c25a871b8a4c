// A yes/no question; its Radix implementation (confirm-dialog-radix.tsx) is loaded when it first opens (issue 12).
import type { ReactNode } from 'react';
import { lazyModule, useLazyModule } from './lazy-module.ts';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  danger?: boolean;
};

const radix = lazyModule(() => import('./confirm-dialog-radix.tsx'));

export function ConfirmDialog(props: ConfirmDialogProps) {
  const loaded = useLazyModule(radix, props.open);
  return loaded ? <loaded.ConfirmDialog {...props} /> : null;
}
