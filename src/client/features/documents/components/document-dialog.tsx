// A document's modal (spec 03 §9): it is read at 1370 px, and its signing step (the key list) narrows it to 520 px;
// on a phone both fill the screen (ui/dialog). Closing it and opening it again starts with reading.
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '#client/ui/button.tsx';
import { Dialog } from '#client/ui/dialog.tsx';

export function DocumentDialog({ open, title, closeLabel, onClose, children, signing }: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** The signing step, given the way back to the document; null when the document is not to be signed. */
  signing: ((back: () => void) => ReactNode) | null;
}) {
  const [step, setStep] = useState<'read' | 'sign'>('read');
  if (!open && step !== 'read') setStep('read');
  const back = () => setStep('read');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} closeLabel={closeLabel} size={step === 'sign' && signing ? 'signing' : 'document'}>
      {step === 'sign' && signing ? (
        signing(back)
      ) : (
        <div className="ap-stack">
          {children}
          {signing && (
            <div className="ap-row ap-sign__actions">
              <Button variant="primary" onClick={() => setStep('sign')}>
                <Trans>Перейти к подписанию</Trans>
              </Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
