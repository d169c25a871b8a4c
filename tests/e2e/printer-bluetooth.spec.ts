// Issue 24 item 1 in the browser: a BLE receipt printer over Web Bluetooth. A fake `navigator.bluetooth` (the device
// API's boundary) stands in for the printer: a device whose GATT server has the common printer service (0x18F0) with
// a notify-only status characteristic and a writable one, which records every write and refuses one longer than its
// MTU allows, as a real link does. The test decodes the recorded bytes and checks them against the receipt; it drops
// the link and sees the failure said and the receipt printed again; it reloads and prints without a new prompt where
// the browser has getDevices(), and is told to choose the printer again where it has not.
import { expect, test, type Page } from '@playwright/test';
import { CP866, CUT, decode, includes, payAndOpenReceipt, QR_STORE, RASTER } from './printer-support.ts';
import { AGENT, DEMO_TAX_NUMBER, openWorkspace, signInReusing, staff } from './support.ts';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  staff('deposit', DEMO_TAX_NUMBER, '1000000');
});

declare global {
  interface Window {
    /** Every write the printer's characteristic took, in order. */
    bleWrites: number[][];
    /** The printer is switched off or carried away: the link drops and connecting fails. */
    bleDrop: () => void;
    bleAway: boolean;
  }
}

/** The fake's ATT MTU: a write carries at most MTU − 3 bytes. */
const MTU = 23;
const PRINTER_SERVICE = '000018f0-0000-1000-8000-00805f9b34fb';

/** A BLE printer; `remembers`: the browser has getDevices() and gives back a device granted before a reload. */
function installFakeBluetoothPrinter({ remembers, mtu, service }: { remembers: boolean; mtu: number; service: string }) {
  window.bleWrites = [];
  window.bleAway = false;
  const GRANTED = 'fake-ble-granted';
  const networkError = (message: string) => new DOMException(message, 'NetworkError');
  const device = Object.assign(new EventTarget(), { id: 'fake-ble-printer', name: 'MPT-II', gatt: null as unknown });
  const record = async (value: BufferSource) => {
    if (!server.connected) throw networkError('GATT Server is disconnected. Cannot perform GATT operations.');
    const bytes = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
    if (bytes.length > mtu - 3) throw new DOMException('Value is longer than the link carries.', 'NotSupportedError');
    window.bleWrites.push(Array.from(bytes));
  };
  const status = {
    uuid: '00002af0-0000-1000-8000-00805f9b34fb',
    properties: { read: false, notify: true, write: false, writeWithoutResponse: false },
  };
  const printing = {
    uuid: '00002af1-0000-1000-8000-00805f9b34fb',
    properties: { read: false, notify: false, write: true, writeWithoutResponse: true },
    writeValueWithoutResponse: record,
    writeValueWithResponse: record,
  };
  const printService = { uuid: service, getCharacteristics: async () => [status, printing] };
  const server = {
    connected: false,
    device,
    async connect() {
      if (window.bleAway) throw networkError('Bluetooth Device is no longer in range.');
      server.connected = true;
      return server;
    },
    disconnect() {
      server.connected = false;
    },
    async getPrimaryService(uuid: string) {
      if (!server.connected) throw networkError('GATT Server is disconnected. Cannot retrieve services.');
      if (uuid !== service) throw new DOMException(`No Services matching UUID ${uuid} found in Device.`, 'NotFoundError');
      return printService;
    },
  };
  device.gatt = server;
  window.bleDrop = () => {
    window.bleAway = true;
    server.connected = false;
    device.dispatchEvent(new Event('gattserverdisconnected'));
  };
  const requests = () => Number(localStorage.getItem('fake-ble-requests') ?? 0);
  Object.defineProperty(navigator, 'bluetooth', {
    configurable: true,
    value: {
      async requestDevice(options: { filters: { services?: string[] }[]; optionalServices: string[] }) {
        // The chooser lists the printer only when the page asked for its service.
        const asked = options.filters.some((filter) => filter.services?.includes(service)) && options.optionalServices.includes(service);
        if (!asked) throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
        localStorage.setItem('fake-ble-requests', String(requests() + 1));
        localStorage.setItem(GRANTED, '1');
        return device;
      },
      ...(remembers ? { getDevices: async () => (localStorage.getItem(GRANTED) ? [device] : []) } : {}),
    },
  });
}

/** The bytes written since the last call, and the longest single write among them. */
async function takeWritten(page: Page): Promise<{ bytes: number[]; longest: number }> {
  return page.evaluate(() => {
    const writes = window.bleWrites;
    window.bleWrites = [];
    return { bytes: writes.flat(), longest: Math.max(0, ...writes.map((write) => write.length)) };
  });
}

/** The text written so far, left in place (a word may span two writes). */
const writtenText = async (page: Page) => decode(await page.evaluate(() => window.bleWrites.flat()));
const writtenCount = (page: Page) => page.evaluate(() => window.bleWrites.flat().length);

const prompts = (page: Page) => page.evaluate(() => Number(localStorage.getItem('fake-ble-requests') ?? 0));

async function chooseBluetoothPrinter(page: Page, from: ReturnType<Page['getByRole']>) {
  await from.getByRole('button', { name: 'Принтер', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Принтер чеков' });
  await settings.getByRole('button', { name: 'Выбрать принтер: Bluetooth' }).click();
  await expect(settings.getByText('Принтер выбран')).toBeVisible();
  await expect(settings.getByTestId('printer-chosen')).toHaveText('Выбран принтер: Bluetooth (MPT-II)');
  return settings;
}

test('A cashier chooses a Bluetooth printer once, prints a test page and a receipt, is told when it drops, and prints again', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(installFakeBluetoothPrinter, { remembers: true, mtu: MTU, service: PRINTER_SERVICE });
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);

  const receiptDialog = await payAndOpenReceipt(page, 'TH-241001');
  const settings = await chooseBluetoothPrinter(page, receiptDialog);
  // This browser finds the printer again after a restart: no note asking to choose it again.
  await expect(settings.getByTestId('printer-bluetooth-forgets')).toHaveCount(0);
  await settings.getByText('У принтера есть нож (отрезать чек)').click();
  await settings.getByRole('button', { name: 'Пробная печать' }).click();
  await expect(settings.getByText(/Пробная страница отправлена/)).toBeVisible();
  const testPage = await takeWritten(page);
  expect(includes(testPage.bytes, CP866)).toBe(true);
  expect(decode(testPage.bytes)).toContain('Пробная печать');
  expect(includes(testPage.bytes, RASTER)).toBe(true);
  // The image's thousands of bytes went in writes the link carries.
  expect(testPage.bytes.length).toBeGreaterThan(1000);
  expect(testPage.longest).toBeLessThanOrEqual(MTU - 3);
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(settings).toBeHidden();

  // The receipt: its text, total, QR code and the cut, whole across the chunks.
  const print = receiptDialog.getByRole('button', { name: 'Печать', exact: true });
  await print.click();
  // Printing shows on the button until the last write is taken.
  await expect.poll(() => writtenCount(page)).toBeGreaterThan(0);
  await expect(print).not.toHaveAttribute('aria-busy');
  const receipt = await takeWritten(page);
  const text = decode(receipt.bytes);
  expect(text).toContain('TH-241001');
  expect(text).toContain('Платёж успешно проведён');
  expect(text).toMatch(/Итого +12 \d{3}(,\d\d)? сум/);
  expect(text).toContain('ИНН 305123456');
  expect(includes(receipt.bytes, QR_STORE)).toBe(true);
  expect(includes(receipt.bytes.slice(-5), CUT)).toBe(true);
  expect(receipt.longest).toBeLessThanOrEqual(MTU - 3);

  // The printer is switched off: said in words, with print again; once it is back, the same receipt prints.
  await page.evaluate(() => window.bleDrop());
  await receiptDialog.getByRole('button', { name: 'Печать', exact: true }).click();
  const failure = receiptDialog.getByRole('alert');
  await expect(failure).toContainText('Чек не напечатан: Bluetooth-принтер не на связи');
  await expect(receiptDialog.getByRole('button', { name: 'Печать через браузер' })).toBeVisible();
  expect((await takeWritten(page)).bytes).toHaveLength(0);
  await page.evaluate(() => (window.bleAway = false));
  await receiptDialog.getByRole('button', { name: 'Печать ещё раз' }).click();
  await expect(failure).toBeHidden();
  await expect.poll(() => writtenCount(page)).toBe(receipt.bytes.length);
  expect((await takeWritten(page)).bytes).toEqual(receipt.bytes);
  expect(await prompts(page)).toBe(1);

  // After a reload the printer is found again without a prompt.
  await openWorkspace(page);
  const next = await payAndOpenReceipt(page, 'TH-241002');
  await next.getByRole('button', { name: 'Печать', exact: true }).click();
  await expect.poll(() => writtenText(page)).toContain('TH-241002');
  await expect(next.getByRole('alert')).toHaveCount(0);
  expect(await prompts(page)).toBe(1);
});

test('Where the browser forgets a Bluetooth printer on restart, the settings say so and a print asks to choose it again', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(installFakeBluetoothPrinter, { remembers: false, mtu: MTU, service: PRINTER_SERVICE });
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  await page.locator('.ap-ws__header').getByRole('button', { name: 'Принтер', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Принтер чеков' });
  await settings.getByRole('button', { name: 'Выбрать принтер: Bluetooth' }).click();
  await expect(settings.getByTestId('printer-chosen')).toHaveText('Выбран принтер: Bluetooth (MPT-II)');
  await expect(settings.getByTestId('printer-bluetooth-forgets')).toHaveText(
    'Этот браузер не запоминает Bluetooth-принтер: после перезапуска браузера выберите его здесь снова.',
  );
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();

  await openWorkspace(page);
  const receiptDialog = await payAndOpenReceipt(page, 'TH-241003');
  await receiptDialog.getByRole('button', { name: 'Печать', exact: true }).click();
  await expect(receiptDialog.getByRole('alert')).toContainText('Чек не напечатан: после перезапуска браузер не помнит Bluetooth-принтер');
  expect((await takeWritten(page)).bytes).toHaveLength(0);
  await chooseBluetoothPrinter(page, receiptDialog);
  await settings.getByRole('button', { name: 'Закрыть' }).last().click();
  await receiptDialog.getByRole('button', { name: 'Печать ещё раз' }).click();
  await expect.poll(() => writtenText(page)).toContain('TH-241003');
  expect(await prompts(page)).toBe(2);
});

test('A Bluetooth printer is offered only where the browser has Web Bluetooth', async ({ page, request }) => {
  await page.addInitScript(() => {
    // A browser without Web Bluetooth (Firefox, Safari): the serial port stays.
    delete (Navigator.prototype as { bluetooth?: unknown }).bluetooth;
    Object.defineProperty(navigator, 'serial', { configurable: true, value: { requestPort: async () => ({}), getPorts: async () => [] } });
  });
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  await page.locator('.ap-ws__header').getByRole('button', { name: 'Принтер', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Принтер чеков' });
  await expect(settings.getByRole('button', { name: 'Выбрать принтер: USB или Bluetooth (последовательный порт)' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Выбрать принтер: Bluetooth' })).toHaveCount(0);
});
