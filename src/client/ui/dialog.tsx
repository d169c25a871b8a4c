// A modal; its Radix implementation (dialog-radix.tsx) is loaded when it first opens (issue 12).
import type { ReactNode } from 'react';
import { lazyModule, useLazyModule } from './lazy-module.ts';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
};

const radix = lazyModule(() => import('./dialog-radix.tsx'));

export function Dialog(props: DialogProps) {
  const loaded = useLazyModule(radix, props.open);
  return loaded ? <loaded.Dialog {...props} /> : null;
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ap-dialog__actions">{children}</div>;
}
