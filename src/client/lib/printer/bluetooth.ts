// Web Bluetooth (BLE) receipt printers (issue 24 item 1, decision 189). BLE printers have no standard print service:
// each family exposes a vendor's "serial over GATT" service with a characteristic that takes ESC/POS bytes. The
// chooser lists devices that advertise one of the known services or a known printer name; once connected, the
// printer's writable characteristic is found in those services (the family's known one first). The bytes go in
// chunks of one ATT packet: Web Bluetooth does not say the link's MTU, and a write without response longer than the
// MTU fails or is cut short on some platforms, so every chunk fits the smallest MTU a BLE link has (23 bytes).
import { PrinterError } from './printer-error.ts';

/** Known BLE printer services and the characteristic each family prints through. */
const PROFILES = [
  // Most 58/80 mm printers sold without a brand (POS-5805, Xprinter, MPT-II, Goojprt and the like).
  { service: '000018f0-0000-1000-8000-00805f9b34fb', characteristic: '00002af1-0000-1000-8000-00805f9b34fb' },
  // PT-210, MTP-II and other portable printers.
  { service: 'e7810a71-73ae-499d-8c15-faa9aef0c3f2', characteristic: 'bef8d6c9-9c21-4c9e-b632-bd58c1009f9f' },
  // Microchip (ISSC) transparent UART: Epson TM-P, Star SM-L and many others.
  { service: '49535343-fe7d-4ae5-8fa9-9fafd205e455', characteristic: '49535343-8841-43f4-a8d4-ecbe34729bb3' },
  { service: '0000ff00-0000-1000-8000-00805f9b34fb', characteristic: '0000ff02-0000-1000-8000-00805f9b34fb' },
  // HM-10 style serial modules built into some printers.
  { service: '0000ffe0-0000-1000-8000-00805f9b34fb', characteristic: '0000ffe1-0000-1000-8000-00805f9b34fb' },
] as const;
/** Names printers advertise when they do not advertise their service. */
const NAME_PREFIXES = ['Printer', 'BlueTooth Printer', 'MPT', 'MTP', 'PT-', 'RPP', 'POS', 'XP-', 'TM-P', 'STAR L'];
/** The default ATT MTU (23) less the write's 3-byte header: a chunk every BLE link carries in one packet. */
export const BLE_CHUNK = 20;
/** How long a printer found again after a restart may take to be heard advertising. */
const ADVERTISEMENT_WAIT_MS = 5_000;

// The parts of Web Bluetooth used here (TypeScript's DOM library does not have it).
type BleCharacteristic = {
  uuid: string;
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithResponse(value: BufferSource): Promise<void>;
  writeValueWithoutResponse(value: BufferSource): Promise<void>;
};
type BleService = { uuid: string; getCharacteristics(): Promise<BleCharacteristic[]> };
type BleServer = { connected: boolean; connect(): Promise<BleServer>; getPrimaryService(uuid: string): Promise<BleService> };
export type BleDevice = EventTarget & {
  id: string;
  name?: string;
  gatt?: BleServer;
  watchAdvertisements?(options: { signal: AbortSignal }): Promise<void>;
};
type Bluetooth = {
  requestDevice(options: { filters: object[]; optionalServices: string[] }): Promise<BleDevice>;
  /** Behind a flag in Chromium: the devices this site was granted before, without a prompt. */
  getDevices?(): Promise<BleDevice[]>;
};
const bluetooth = () => (navigator as Navigator & { bluetooth: Bluetooth }).bluetooth;

/** Whether this browser finds a chosen Bluetooth printer again after a restart (else it must be chosen again). */
export function remembersBluetoothDevices(): boolean {
  return 'bluetooth' in navigator && typeof bluetooth().getDevices === 'function';
}

/** Asks the person to pick a BLE printer (needs a tap). */
export async function requestBluetoothPrinter(): Promise<BleDevice> {
  const services = PROFILES.map((profile) => profile.service);
  return bluetooth().requestDevice({
    filters: [...services.map((service) => ({ services: [service] })), ...NAME_PREFIXES.map((namePrefix) => ({ namePrefix }))],
    optionalServices: services,
  });
}

/** The printer chosen before, among the devices this site may use without a prompt. */
export async function findBluetoothPrinter(id: string): Promise<BleDevice> {
  if (!remembersBluetoothDevices()) throw new PrinterError('printer_forgotten');
  const device = (await bluetooth().getDevices?.())?.find((candidate) => candidate.id === id);
  if (!device) throw new PrinterError('printer_forgotten');
  return device;
}

/** Waits until the device is heard advertising (it is on and in range), where the browser can listen for it. */
async function heardAdvertising(device: BleDevice): Promise<boolean> {
  if (!device.watchAdvertisements) return false;
  const stop = new AbortController();
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ADVERTISEMENT_WAIT_MS);
      device.addEventListener('advertisementreceived', () => (clearTimeout(timer), resolve(true)), { once: true, signal: stop.signal });
      device.watchAdvertisements?.({ signal: stop.signal }).catch(() => (clearTimeout(timer), resolve(false)));
    });
  } finally {
    stop.abort();
  }
}

async function connect(device: BleDevice): Promise<BleServer> {
  if (!device.gatt) throw new PrinterError('printer_unsupported');
  if (device.gatt.connected) return device.gatt;
  try {
    return await device.gatt.connect();
  } catch {
    // A device found again after a restart may have to be heard first; one that is off or away is not.
    if (!(await heardAdvertising(device))) throw new PrinterError('printer_out_of_range');
    return device.gatt.connect().catch(() => {
      throw new PrinterError('printer_out_of_range');
    });
  }
}

/** The characteristic the printer takes bytes through: the family's known one, else any writable one of its service. */
async function printCharacteristic(server: BleServer): Promise<BleCharacteristic> {
  for (const profile of PROFILES) {
    const service = await server.getPrimaryService(profile.service).catch(() => null);
    if (!service) continue;
    const writable = (await service.getCharacteristics()).filter(({ properties }) => properties.writeWithoutResponse || properties.write);
    const found = writable.find((characteristic) => characteristic.uuid === profile.characteristic) ?? writable[0];
    if (found) return found;
  }
  throw new PrinterError(server.connected ? 'printer_unsupported' : 'printer_out_of_range');
}

/**
 * A writer to a BLE printer. It connects on its first write and again after the printer dropped the link (switched
 * off, carried away), without a prompt: a device chosen in this session (or found by getDevices) may reconnect.
 */
export function bluetoothWriter(device: BleDevice) {
  let characteristic: BleCharacteristic | null = null;
  const connected = async () => {
    if (characteristic && device.gatt?.connected) return characteristic;
    characteristic = await printCharacteristic(await connect(device));
    return characteristic;
  };
  const write = async (bytes: Uint8Array) => {
    const target = await connected();
    const send = (chunk: Uint8Array<ArrayBuffer>) =>
      target.properties.writeWithoutResponse ? target.writeValueWithoutResponse(chunk) : target.writeValueWithResponse(chunk);
    try {
      for (let offset = 0; offset < bytes.length; offset += BLE_CHUNK) await send(bytes.slice(offset, offset + BLE_CHUNK));
    } catch {
      characteristic = null;
      throw new PrinterError(device.gatt?.connected ? 'printer_write_failed' : 'printer_out_of_range');
    }
  };
  return { write, connect: async () => void (await connected()) };
}
