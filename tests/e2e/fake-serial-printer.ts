// A receipt printer at the device API's boundary for the browser tests (issue 24 item 1): a fake `navigator.serial`
// whose granted port survives a reload (as the browser remembers it) and records every write (tests/e2e/
// printer-support.ts decodes them).
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    printed: number[][];
    printerFails: boolean;
  }
}

/** Installed with `page.addInitScript(installFakeSerialPrinter)`; `window.printerFails` makes writes fail. */
export function installFakeSerialPrinter() {
  window.printed = [];
  window.printerFails = false;
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    async open() {
      port.writable = new WritableStream<Uint8Array>({
        write(chunk) {
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
