// Printing from a screen (issue 24 item 1): "Печать" goes to this device's receipt printer, or to the browser's print
// dialog when none is chosen (or the browser has no device API); a failed print says so in words and offers to print
// again or through the browser. The printer's code loads on first use (the `printer` chunk).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { lazyModule } from '#client/ui/lazy-module.ts';
import { printPage } from '#client/ui/print-frame.tsx';
import type { PrintLine } from './print-lines.ts';
import { PrinterSettingsButton } from './printer-button.tsx';
import { printerErrorCode, type PrinterErrorCode } from './printer-error.ts';
import './printer.css';
import { loadPrinterSettings } from './settings.ts';

const printer = lazyModule(() => import('./print.ts'));

type Failure = Exclude<PrinterErrorCode, 'printer_not_chosen'>;

/** Prints the lines on the chosen printer (`browserPrint` when there is none); `failure` says why it did not. */
export function usePrint(lines: () => PrintLine[], browserPrint: () => void = printPage) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const print = async () => {
    const settings = loadPrinterSettings();
    if (!settings.connection) return browserPrint();
    setBusy(true);
    setFailure(null);
    try {
      const module = await printer.load();
      await module.printLines(lines(), settings);
    } catch (error) {
      const code = printerErrorCode(error);
      // Chosen in the settings but not known to the connection: it must be chosen again.
      setFailure(code === 'printer_not_chosen' ? 'printer_forgotten' : code);
    } finally {
      setBusy(false);
    }
  };
  return { print: () => void print(), busy, failure };
}

type PrintFailureProps = {
  failure: Failure;
  onRetry: () => void;
  onBrowserPrint?: () => void;
  /** The screen has its own "Принтер" button: the failure does not add a second one. */
  hasPrinterButton?: boolean;
};

export function PrintFailure({ failure, onRetry, onBrowserPrint = printPage, hasPrinterButton = false }: PrintFailureProps) {
  const { t } = useLingui();
  const text: Record<Failure, string> = {
    printer_not_found: t`Чек не напечатан: принтер не найден. Включите его и подключите к устройству.`,
    printer_write_failed: t`Чек не напечатан: принтер не ответил. Проверьте, что он включён, подключён и в нём есть бумага.`,
    printer_out_of_range: t`Чек не напечатан: Bluetooth-принтер не на связи. Включите его, поднесите ближе к устройству и проверьте, что он не подключён к другому телефону.`,
    printer_forgotten: t`Чек не напечатан: после перезапуска браузер не помнит Bluetooth-принтер. Выберите его снова в настройках принтера.`,
    printer_unsupported: t`Чек не напечатан: выбранное Bluetooth-устройство не принимает печать. Выберите принтер снова в настройках принтера.`,
  };
  /** Failures mended only by choosing the printer again. */
  const chooseAgain = !hasPrinterButton && (failure === 'printer_forgotten' || failure === 'printer_unsupported');
  return (
    <div className="ap-print-failure">
      <Banner tone="error">{text[failure]}</Banner>
      <div className="ap-print-failure__actions">
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Печать ещё раз</Trans>
        </Button>
        <Button variant="secondary" onClick={onBrowserPrint}>
          <Trans>Печать через браузер</Trans>
        </Button>
        {chooseAgain && <PrinterSettingsButton />}
      </div>
    </div>
  );
}
