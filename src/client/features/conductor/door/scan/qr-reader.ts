/**
 * Reads a QR code from the camera's video: the browser's own `BarcodeDetector` where it has one
 * that reads QR codes (Chrome on Android, Safari), else the `barcode-detector` polyfill, which
 * runs ZXing as WebAssembly. Its .wasm is a file of this build (the `?url` import below), served
 * by Busway like any asset and never fetched from a CDN; the Content-Security-Policy allows
 * compiling it (`'wasm-unsafe-eval'`, plugins/security/security.ts).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface QrReader {
  /** The text of a QR code in the frame, or null when none is read. */
  read(source: HTMLVideoElement): Promise<string | null>;
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function polyfillDetector(): Promise<Detector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

let reader: Promise<QrReader> | null = null;

/** The reader, made once (the polyfill's WebAssembly is compiled on the first call). */
export function qrReader(): Promise<QrReader> {
  reader ??= (async () => {
    const detector = (await nativeDetector()) ?? (await polyfillDetector());
    return {
      async read(source) {
        const codes = await detector.detect(source);
        return codes[0]?.rawValue ?? null;
      },
    };
  })();
  // A failed load (offline before the WebAssembly was ever fetched) may be tried again later.
  reader.catch(() => {
    reader = null;
  });
  return reader;
}
