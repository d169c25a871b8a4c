// A modal; its Radix implementation (dialog-radix.tsx) is loaded when it first opens (issue 12).
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { lazyModule, useLazyModule } from './lazy-module.ts';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** spec 03 §9: a document is read in a 1370 px modal, signed in a 520 px one; both fill a phone's screen. */
  size?: 'document' | 'signing';
};

const radix = lazyModule(() => import('./dialog-radix.tsx'));

export function Dialog(props: DialogProps) {
  const loaded = useLazyModule(radix, props.open);
  return loaded ? <loaded.Dialog {...props} /> : null;
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ap-dialog__actions">{children}</div>;
}

/** A form dialog's two buttons: the way back (cancel, or the previous step) and the submit. */
export function DialogFormActions({ back, onBack, submit, submitting }: { back: ReactNode; onBack: () => void; submit: ReactNode; submitting: boolean }) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onBack}>
        {back}
      </Button>
      <Button type="submit" loading={submitting}>
        {submit}
      </Button>
    </DialogActions>
  );
}
