// This device's receipt printer settings (issue 24 item 1): the printer chosen once through Web Serial, WebUSB or Web
// Bluetooth (each offered where the browser has it) and remembered, its paper, text or image mode and code page, the cutter, printing by itself after a payment, and a test
// page in both modes. Where the browser has no device API (iOS, Firefox) it says that the browser's dialog prints.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Checkbox } from '#client/ui/checkbox.tsx';
import { Dialog, DialogActions } from '#client/ui/dialog.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { remembersBluetoothDevices } from './bluetooth.ts';
import { printTestPage } from './print.ts';
import { PrinterError } from './printer-error.ts';
import { availableConnections, loadPrinterSettings, savePrinterSettings, type Connection, type PrinterSettings } from './settings.ts';
import { choosePrinter } from './transports.ts';

type Status = { tone: 'success' | 'error'; text: string } | null;

export function PrinterSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [settings, setSettings] = useState(loadPrinterSettings);
  const [status, setStatus] = useState<Status>(null);
  const connections = availableConnections();
  const update = (change: Partial<PrinterSettings>) => {
    const next = { ...settings, ...change };
    setSettings(next);
    savePrinterSettings(next);
  };
  const connectionName: Record<Connection, string> = { serial: t`USB или Bluetooth (последовательный порт)`, usb: t`USB`, bluetooth: t`Bluetooth` };
  const chosenName = (connection: Connection) =>
    connection === 'bluetooth' && settings.bluetooth?.name ? `${connectionName.bluetooth} (${settings.bluetooth.name})` : connectionName[connection];
  const choose = async (connection: Connection) => {
    try {
      update({ connection, ...(await choosePrinter(connection)) });
      setStatus({ tone: 'success', text: t`Принтер выбран` });
    } catch (error) {
      const code = error instanceof PrinterError ? error.code : null;
      const text =
        code === 'printer_unsupported'
          ? t`Это устройство не принимает печать: выберите принтер чеков.`
          : code === 'printer_out_of_range'
            ? t`Принтер не подключился: включите его и поднесите ближе к устройству.`
            : t`Принтер не выбран`;
      setStatus({ tone: 'error', text });
    }
  };
  const testPage = async () => {
    try {
      await printTestPage(
        [
          { kind: 'heading', text: t`Пробная печать` },
          { kind: 'text', text: 'Русский: Съешь же ещё этих мягких булок' },
          { kind: 'text', text: 'Oʻzbekcha: Toʻlov qabul qilindi' },
          { kind: 'text', text: 'Ўзбекча: Тўлов қабул қилинди, ғ ҳ' },
          { kind: 'row', label: t`Итого`, value: '10 000' },
          { kind: 'rule' },
        ],
        settings,
      );
      setStatus({ tone: 'success', text: t`Пробная страница отправлена: сначала текстом, потом изображением. Если в тексте вместо букв знаки вопроса, выберите режим «Изображение».` });
    } catch {
      setStatus({ tone: 'error', text: t`Пробная страница не напечатана: проверьте, что принтер включён, подключён и в нём есть бумага.` });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t`Принтер чеков`} closeLabel={t`Закрыть`}>
      <div className="ap-printer-settings">
        {connections.length === 0 ? (
          <Banner tone="info">{t`Этот браузер не умеет печатать на принтер чеков напрямую: чеки печатаются через диалог печати браузера.`}</Banner>
        ) : (
          <>
            <p data-testid="printer-chosen">
              {settings.connection ? t`Выбран принтер: ${chosenName(settings.connection)}` : t`Принтер не выбран: чеки печатаются через диалог печати браузера.`}
            </p>
            {settings.connection === 'bluetooth' && !remembersBluetoothDevices() && (
              <p className="ap-text-muted" data-testid="printer-bluetooth-forgets">
                <Trans>Этот браузер не запоминает Bluetooth-принтер: после перезапуска браузера выберите его здесь снова.</Trans>
              </p>
            )}
            <div className="ap-printer-settings__choose">
              {connections.map((connection) => (
                <Button key={connection} variant="secondary" block onClick={() => void choose(connection)}>
                  {t`Выбрать принтер: ${connectionName[connection]}`}
                </Button>
              ))}
            </div>
            <SelectField
              label={t`Ширина бумаги`}
              value={String(settings.paper)}
              onChange={(value) => update({ paper: value === '80' ? 80 : 58 })}
              options={[
                { value: '58', label: t`58 мм (32 символа)` },
                { value: '80', label: t`80 мм (48 символов)` },
              ]}
            />
            <SelectField
              label={t`Режим печати`}
              value={settings.mode}
              onChange={(value) => update({ mode: value === 'image' ? 'image' : 'text' })}
              options={[
                { value: 'text', label: t`Текст (быстрее)` },
                { value: 'image', label: t`Изображение (все буквы узбекской кириллицы)` },
              ]}
            />
            <SelectField
              label={t`Кодовая страница`}
              value={settings.codepage}
              onChange={(value) => update({ codepage: value === 'windows1251' ? 'windows1251' : 'cp866' })}
              options={[
                { value: 'cp866', label: 'CP866' },
                { value: 'windows1251', label: 'Windows-1251' },
              ]}
            />
            <Checkbox checked={settings.cutter} onChange={(cutter) => update({ cutter })}>
              <Trans>У принтера есть нож (отрезать чек)</Trans>
            </Checkbox>
            <Checkbox checked={settings.autoPrint} onChange={(autoPrint) => update({ autoPrint })}>
              <Trans>Печатать чек сразу после успешного платежа</Trans>
            </Checkbox>
            {status && (
              <div role="status">
                <Banner tone={status.tone}>{status.text}</Banner>
              </div>
            )}
          </>
        )}
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Закрыть</Trans>
        </Button>
        {settings.connection && connections.length > 0 && (
          <Button onClick={() => void testPage()}>
            <Trans>Пробная печать</Trans>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
