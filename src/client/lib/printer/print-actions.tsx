// Printing from a screen (issue 24 item 1): "Печать" goes to this device's receipt printer, or to the browser's print
// dialog when none is chosen (or the browser has no device API); a failed print says so in words and offers to print
// again or through the browser. The printer's code loads on first use (the `printer` chunk).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { lazyModule } from '#client/ui/lazy-module.ts';
import { printPage } from '#client/ui/print-frame.tsx';
import { notify } from '#client/ui/toast.tsx';
import type { PrintLine } from './print-lines.ts';
import { PrinterSettingsButton } from './printer-button.tsx';
import { printerErrorCode, type PrinterErrorCode } from './printer-error.ts';
import './printer.css';
import { loadPrinterSettings } from './settings.ts';

const printer = lazyModule(() => import('./print.ts'));

type Failure = Exclude<PrinterErrorCode, 'printer_not_chosen'>;

const FAILURE_TEXTS: Record<Failure, MessageDescriptor> = {
  printer_not_found: msg`Чек не напечатан: принтер не найден. Включите его и подключите к устройству.`,
  printer_write_failed: msg`Чек не напечатан: принтер не ответил. Проверьте, что он включён, подключён и в нём есть бумага.`,
  printer_out_of_range: msg`Чек не напечатан: Bluetooth-принтер не на связи. Включите его, поднесите ближе к устройству и проверьте, что он не подключён к другому телефону.`,
  printer_forgotten: msg`Чек не напечатан: после перезапуска браузер не помнит Bluetooth-принтер. Выберите его снова в настройках принтера.`,
  printer_unsupported: msg`Чек не напечатан: выбранное Bluetooth-устройство не принимает печать. Выберите принтер снова в настройках принтера.`,
};

/** Prints the lines on the chosen printer (`browserPrint` when there is none); `failure` says why it did not. */
export function usePrint(lines: () => PrintLine[], browserPrint: () => void = printPage) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A print outlives its screen (an automatic print, then "Новый платёж" at once): a failure then comes as a toast.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const fail = (code: Failure) => {
    if (shown.current) setFailure(code);
    else notify.error(i18n._(FAILURE_TEXTS[code]), { label: t`Печать ещё раз`, onClick: () => void print() });
  };
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
      fail(code === 'printer_not_chosen' ? 'printer_forgotten' : code);
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
  const { i18n } = useLingui();
  /** Failures mended only by choosing the printer again. */
  const chooseAgain = !hasPrinterButton && (failure === 'printer_forgotten' || failure === 'printer_unsupported');
  return (
    <div className="ap-print-failure">
      <Banner tone="error">{i18n._(FAILURE_TEXTS[failure])}</Banner>
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
