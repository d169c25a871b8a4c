// The camera button of a number field (issue 24 item 3): reads a bill's barcode or QR code and hands its text to
// the field, which puts it through its own mask and rules as if typed. The reader (scan-dialog.tsx, barcode-reader.ts
// and the WebAssembly fallback) loads only when the button is first pressed; the button shows only where the
// browser can reach a camera.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from './icons.tsx';
import { lazyModule, useLazyModule } from './lazy-module.ts';

const scanner = lazyModule(() => import('./scan-dialog.tsx'));

export const canScan = (): boolean => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export function ScanButton({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const loaded = useLazyModule(scanner, open);
  if (!canScan()) return null;
  return (
    <>
      <button type="button" className="ap-icon-button ap-masked__scan" aria-label={t`Сканировать код камерой`} onClick={() => setOpen(true)}>
        <Icon name="scan" />
      </button>
      {loaded && (
        <loaded.ScanDialog
          open={open}
          onClose={() => setOpen(false)}
          onScan={(text) => {
            setOpen(false);
            onScan(text);
          }}
        />
      )}
    </>
  );
}
