// Reading a bill's barcode or QR code from the camera (issue 24 item 3): the browser's own BarcodeDetector where it
// has one that reads these formats, else the `barcode-detector` ponyfill (ZXing-C++ compiled to WebAssembly). Its
// .wasm file is a build asset served by our own server (never a CDN), which the service worker keeps once fetched
// (sw/sw.ts), so scanning works offline too. Loaded only when a scanner first opens (scan-dialog.tsx).
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs of a detector: the Barcode Detection API's `detect`. */
export type CodeDetector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };

/** The codes bills carry: QR codes, and the 1D and 2D barcodes of utility and payment slips. */
const FORMATS = ['qr_code', 'code_128', 'code_39', 'code_93', 'codabar', 'ean_13', 'ean_8', 'itf', 'upc_a', 'upc_e', 'pdf417', 'data_matrix', 'aztec'];

type NativeDetector = {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDetector(): Promise<CodeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    const formats = FORMATS.filter((format) => supported.includes(format));
    return formats.includes('qr_code') ? new Native({ formats }) : null;
  } catch {
    return null;
  }
}

let fallback: Promise<CodeDetector> | undefined;

function wasmDetector(): Promise<CodeDetector> {
  fallback ??= import('barcode-detector/ponyfill').then(({ BarcodeDetector, prepareZXingModule }) => {
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path) },
    });
    return new BarcodeDetector({ formats: FORMATS as never[] });
  });
  return fallback;
}

export async function createDetector(): Promise<CodeDetector> {
  return (await nativeDetector()) ?? wasmDetector();
}
