// "Принтер": this device's receipt printer settings in a dialog, from the receipt and from the workspace. Only the
// button is here, so the workspace's first paint carries none of the printer's code: the dialog loads when opened.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#client/ui/button.tsx';
import { lazyModule, useLazyModule } from '#client/ui/lazy-module.ts';

const settingsDialog = lazyModule(() => import('./printer-settings.tsx'));

export function PrinterSettingsButton() {
  const [open, setOpen] = useState(false);
  const loaded = useLazyModule(settingsDialog, open);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Trans>Принтер</Trans>
      </Button>
      {loaded && <loaded.PrinterSettingsDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
