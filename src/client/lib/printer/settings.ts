// This device's receipt printer (issue 24 item 1): how it is connected (Web Serial, WebUSB or Web Bluetooth), which
// device it is (so it is found again on start without a prompt where the browser allows), its paper, text or image
// mode, its code page, whether it cuts, and whether a successful payment prints by itself. Kept per device in local
// storage, never sent to the server.
import * as v from 'valibot';
import { readJson, STORAGE_KEYS, writeJson } from '#client/lib/storage.ts';

export const CONNECTIONS = ['serial', 'usb', 'bluetooth'] as const;
export type Connection = (typeof CONNECTIONS)[number];

const SettingsSchema = v.object({
  connection: v.nullable(v.picklist(CONNECTIONS)),
  /** The chosen device's USB ids, where it has them: the one granted device that matches is used. */
  device: v.nullable(v.object({ vendorId: v.number(), productId: v.number() })),
  /** The chosen Bluetooth printer: its id, by which the browser finds it again, and the name it shows. */
  bluetooth: v.optional(v.nullable(v.object({ id: v.string(), name: v.string() })), null),
  paper: v.picklist([58, 80]),
  mode: v.picklist(['text', 'image']),
  codepage: v.picklist(['cp866', 'windows1251']),
  cutter: v.boolean(),
  autoPrint: v.boolean(),
});
export type PrinterSettings = v.InferOutput<typeof SettingsSchema>;

const DEFAULTS: PrinterSettings = { connection: null, device: null, bluetooth: null, paper: 58, mode: 'text', codepage: 'cp866', cutter: false, autoPrint: false };

export function loadPrinterSettings(): PrinterSettings {
  const stored = v.safeParse(SettingsSchema, readJson(STORAGE_KEYS.printer));
  return stored.success ? stored.output : DEFAULTS;
}

export function savePrinterSettings(settings: PrinterSettings): void {
  writeJson(STORAGE_KEYS.printer, settings);
}

/** The device APIs this browser has (none on iOS and in Firefox: there the browser's print dialog prints). */
export function availableConnections(): Connection[] {
  return CONNECTIONS.filter((connection) => connection in navigator);
}
