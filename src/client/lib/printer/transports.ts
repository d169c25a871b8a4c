// The three ways bytes reach a receipt printer (issue 24 item 1): Web Serial (USB and Bluetooth-classic printers that
// show as serial ports), WebUSB and Web Bluetooth (BLE printers, bluetooth.ts). Written here, not taken from the
// library's transports, because those log a failed write and carry on, and a cashier must be told when the receipt did
// not print. Every failure is a PrinterError whose code the screen translates; paper out shows only as a failed write.
import { bluetoothWriter, findBluetoothPrinter, requestBluetoothPrinter } from './bluetooth.ts';
import { PrinterError } from './printer-error.ts';
import type { Connection, PrinterSettings } from './settings.ts';

type UsbIds = PrinterSettings['device'];

// The parts of the Web Serial and WebUSB APIs used here (TypeScript's DOM library has neither).
type SerialPort = {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(options: { baudRate: number }): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
};
type Serial = { requestPort(): Promise<SerialPort>; getPorts(): Promise<SerialPort[]> };
type UsbEndpoint = { endpointNumber: number; direction: 'in' | 'out' };
type UsbInterface = { interfaceNumber: number; alternate: { interfaceClass: number; endpoints: UsbEndpoint[] } };
type UsbDevice = {
  vendorId: number;
  productId: number;
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: string }>;
};
type Usb = { requestDevice(options: { filters: object[] }): Promise<UsbDevice>; getDevices(): Promise<UsbDevice[]> };
const serial = () => (navigator as Navigator & { serial: Serial }).serial;
const usb = () => (navigator as Navigator & { usb: Usb }).usb;

/** The serial line speed of most receipt printers' USB-serial and Bluetooth-classic ports. */
const BAUD_RATE = 9600;
/** USB printer class: receipt printers show as it, or as a vendor class with a bulk out endpoint. */
const PRINTER_CLASS = 7;

type Writer = (bytes: Uint8Array) => Promise<void>;
/** The chosen device as remembered: its USB ids (serial, USB) or its Bluetooth id. */
type Chosen = Pick<PrinterSettings, 'device' | 'bluetooth'>;
/** The writer of each connection's printer in this page, with the device it writes to. */
const opened = new Map<Connection, { chosen: Chosen; write: Writer }>();

async function serialWriter(port: SerialPort): Promise<Writer> {
  if (!port.writable) await port.open({ baudRate: BAUD_RATE });
  return async (bytes) => {
    const writer = port.writable?.getWriter();
    if (!writer) throw new PrinterError('printer_write_failed');
    try {
      await writer.write(bytes);
    } finally {
      writer.releaseLock();
    }
  };
}

async function usbWriter(device: UsbDevice): Promise<Writer> {
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const found = device.configuration?.interfaces.find(({ alternate }) => alternate.endpoints.some((point) => point.direction === 'out'));
  const endpoint = found?.alternate.endpoints.find((point) => point.direction === 'out');
  if (!found || !endpoint) throw new PrinterError('printer_not_found');
  await device.claimInterface(found.interfaceNumber);
  return async (bytes) => {
    const result = await device.transferOut(endpoint.endpointNumber, bytes);
    if (result.status !== 'ok') throw new PrinterError('printer_write_failed');
  };
}

const serialIds = (port: SerialPort): UsbIds => {
  const info = port.getInfo();
  return info.usbVendorId === undefined || info.usbProductId === undefined ? null : { vendorId: info.usbVendorId, productId: info.usbProductId };
};
const matches = (ids: UsbIds, wanted: UsbIds) => wanted === null || (ids?.vendorId === wanted.vendorId && ids.productId === wanted.productId);

/** Whether the printer a writer was opened for is the one the settings name. */
const sameDevice = (connection: Connection, opened: Chosen, wanted: Chosen) =>
  connection === 'bluetooth' ? opened.bluetooth?.id === wanted.bluetooth?.id : matches(opened.device, wanted.device);

/** Asks the person to pick a printer (needs a tap) and connects to it; gives what to remember of the device. */
export async function choosePrinter(connection: Connection): Promise<Chosen> {
  opened.delete(connection);
  let chosen: Chosen;
  let write: Writer;
  if (connection === 'serial') {
    const port = await serial().requestPort();
    chosen = { device: serialIds(port), bluetooth: null };
    write = await serialWriter(port);
  } else if (connection === 'usb') {
    const device = await usb().requestDevice({ filters: [{ classCode: PRINTER_CLASS }, {}] });
    chosen = { device: { vendorId: device.vendorId, productId: device.productId }, bluetooth: null };
    write = await usbWriter(device);
  } else {
    const device = await requestBluetoothPrinter();
    chosen = { device: null, bluetooth: { id: device.id, name: device.name ?? '' } };
    const printer = bluetoothWriter(device);
    // Connected now, so a device that is not a printer is told at once, not at the first receipt.
    await printer.connect();
    write = printer.write;
  }
  opened.set(connection, { chosen, write });
  return chosen;
}

/** The remembered printer among the devices this site may use, without a prompt. */
async function reconnect(connection: Connection, chosen: Chosen): Promise<Writer> {
  if (connection === 'serial') {
    const port = (await serial().getPorts()).find((candidate) => matches(serialIds(candidate), chosen.device));
    if (!port) throw new PrinterError('printer_not_found');
    return serialWriter(port);
  }
  if (connection === 'bluetooth') {
    if (!chosen.bluetooth) throw new PrinterError('printer_not_chosen');
    return bluetoothWriter(await findBluetoothPrinter(chosen.bluetooth.id)).write;
  }
  const device = (await usb().getDevices()).find((candidate) => matches({ vendorId: candidate.vendorId, productId: candidate.productId }, chosen.device));
  if (!device) throw new PrinterError('printer_not_found');
  return usbWriter(device);
}

/** Sends the bytes to the chosen printer; a printer that was unplugged or out of range is found again on the next print. */
export async function sendToPrinter(settings: PrinterSettings, bytes: Uint8Array): Promise<void> {
  const { connection } = settings;
  if (!connection) throw new PrinterError('printer_not_chosen');
  const chosen: Chosen = { device: settings.device, bluetooth: settings.bluetooth };
  try {
    let current = opened.get(connection);
    if (!current || !sameDevice(connection, current.chosen, chosen)) {
      current = { chosen, write: await reconnect(connection, chosen) };
      opened.set(connection, current);
    }
    await current.write(bytes);
  } catch (error) {
    // A Bluetooth device stays usable in this page: its writer connects again by itself on the next print.
    if (connection !== 'bluetooth') opened.delete(connection);
    throw error instanceof PrinterError ? error : new PrinterError('printer_write_failed');
  }
}
