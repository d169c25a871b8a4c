// The BLE printer's writer (decision 189) against a fake GATT device: which characteristic it writes to, the chunks
// it writes, and the failure it reports when the link is gone.
import { describe, expect, it } from 'vitest';
import { BLE_CHUNK, bluetoothWriter, type BleDevice } from '#client/lib/printer/bluetooth.ts';

type Props = { write: boolean; writeWithoutResponse: boolean };

function fakeDevice(services: Record<string, { uuid: string; properties: Props }[]>) {
  const writes: { uuid: string; how: 'with' | 'without'; bytes: number[] }[] = [];
  const link = { connected: false, away: false };
  const characteristic = ({ uuid, properties }: { uuid: string; properties: Props }) => ({
    uuid,
    properties,
    async writeValueWithResponse(value: BufferSource) {
      if (!link.connected) throw new DOMException('GATT Server is disconnected.', 'NetworkError');
      writes.push({ uuid, how: 'with', bytes: Array.from(value as Uint8Array) });
    },
    async writeValueWithoutResponse(value: BufferSource) {
      if (!link.connected) throw new DOMException('GATT Server is disconnected.', 'NetworkError');
      writes.push({ uuid, how: 'without', bytes: Array.from(value as Uint8Array) });
    },
  });
  const server = {
    get connected() {
      return link.connected;
    },
    async connect() {
      if (link.away) throw new DOMException('Bluetooth Device is no longer in range.', 'NetworkError');
      link.connected = true;
      return server;
    },
    async getPrimaryService(uuid: string) {
      const found = services[uuid];
      if (!found) throw new DOMException('No Services matching UUID found in Device.', 'NotFoundError');
      return { uuid, getCharacteristics: async () => found.map(characteristic) };
    },
  };
  const device = Object.assign(new EventTarget(), { id: 'printer', name: 'Printer', gatt: server }) as BleDevice;
  return { device, writes, link };
}

const SERVICE_18F0 = '000018f0-0000-1000-8000-00805f9b34fb';
const NOTIFY = { write: false, writeWithoutResponse: false };

describe('bluetoothWriter', () => {
  it('writes through the known characteristic without response, in chunks of one packet', async () => {
    const { device, writes } = fakeDevice({
      [SERVICE_18F0]: [
        { uuid: '00002af0-0000-1000-8000-00805f9b34fb', properties: NOTIFY },
        { uuid: 'other-writable', properties: { write: true, writeWithoutResponse: false } },
        { uuid: '00002af1-0000-1000-8000-00805f9b34fb', properties: { write: true, writeWithoutResponse: true } },
      ],
    });
    const bytes = Uint8Array.from({ length: 45 }, (_, index) => index);
    await bluetoothWriter(device).write(bytes);
    expect(writes.map((write) => write.uuid)).toEqual(Array(3).fill('00002af1-0000-1000-8000-00805f9b34fb'));
    expect(writes.map((write) => write.how)).toEqual(['without', 'without', 'without']);
    expect(writes.map((write) => write.bytes.length)).toEqual([BLE_CHUNK, BLE_CHUNK, 5]);
    expect(writes.flatMap((write) => write.bytes)).toEqual(Array.from(bytes));
  });

  it("finds another family's service and a writable characteristic that takes writes with response only", async () => {
    const { device, writes } = fakeDevice({
      'e7810a71-73ae-499d-8c15-faa9aef0c3f2': [
        { uuid: 'status', properties: NOTIFY },
        { uuid: 'vendor-print', properties: { write: true, writeWithoutResponse: false } },
      ],
    });
    await bluetoothWriter(device).write(new Uint8Array([0x1b, 0x40]));
    expect(writes).toEqual([{ uuid: 'vendor-print', how: 'with', bytes: [0x1b, 0x40] }]);
  });

  it('says a device with nothing to write to is not a printer', async () => {
    const { device } = fakeDevice({ [SERVICE_18F0]: [{ uuid: 'status', properties: NOTIFY }] });
    await expect(bluetoothWriter(device).connect()).rejects.toThrow('printer_unsupported');
  });

  it('says a printer that dropped the link and cannot be reached is out of range, and reconnects once it is back', async () => {
    const { device, writes, link } = fakeDevice({
      [SERVICE_18F0]: [{ uuid: '00002af1-0000-1000-8000-00805f9b34fb', properties: { write: true, writeWithoutResponse: true } }],
    });
    const printer = bluetoothWriter(device);
    await printer.write(new Uint8Array([1]));
    link.connected = false;
    link.away = true;
    await expect(printer.write(new Uint8Array([2]))).rejects.toThrow('printer_out_of_range');
    link.away = false;
    await printer.write(new Uint8Array([3]));
    expect(writes.map((write) => write.bytes)).toEqual([[1], [3]]);
  });
});
