// A receipt printer at the device API's boundary for the browser tests (issue 24 item 1): a fake `navigator.serial`
// whose granted port survives a reload (as the browser remembers it) and records every write (tests/e2e/
// printer-support.ts decodes them).
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    printed: number[][];
    printerFails: boolean;
    /** Set: writes wait until `releasePrinter()` (a print still running when its screen is left). */
    printerHeld: Promise<void> | null;
    releasePrinter: () => void;
  }
}

/** Installed with `page.addInitScript(installFakeSerialPrinter)`; `window.printerFails` makes writes fail,
 * `holdPrinter(page)` makes them wait. */
export function installFakeSerialPrinter() {
  window.printed = [];
  window.printerFails = false;
  window.printerHeld = null;
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    async open() {
      port.writable = new WritableStream<Uint8Array>({
        async write(chunk) {
          await window.printerHeld;
          if (window.printerFails) {
            // Like a port whose device went away: the stream fails and the port must be opened again.
            port.writable = null;
            throw new Error('The device has been lost.');
          }
          window.printed.push(Array.from(chunk));
        },
      });
    },
  };
  const GRANTED = 'fake-serial-granted';
  Object.defineProperty(navigator, 'serial', {
    value: {
      requestPort: async () => {
        localStorage.setItem(GRANTED, '1');
        return port;
      },
      getPorts: async () => (localStorage.getItem(GRANTED) ? [port] : []),
    },
  });
}

/** The print jobs the printer has received since the page loaded, each as its bytes. */
export async function printedJobs(page: Page): Promise<number[][]> {
  return page.evaluate(() => window.printed);
}

/** Writes wait from now until `window.releasePrinter()`. */
export async function holdPrinter(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.printerHeld = new Promise((resolve) => (window.releasePrinter = resolve));
  });
}
