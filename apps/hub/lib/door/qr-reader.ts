// Reads a ticket's QR code from a camera frame with ZXing-C++ (zxing-wasm). The decoder's WebAssembly comes from
// the hub itself, never a CDN, so a scanner that loaded it once reads codes offline too.
//
// Why not ZXing's JavaScript port (@zxing/library 0.23, used before 2026-11-25): on clean, evenly lit frames of
// our signed ticket codes it found no code, or a wrong checksum, for about 1 code in 12, every time, whatever the
// frame; a steward would have held such a ticket to the camera in vain. ZXing-C++ and jsQR read all of them
// (lib/door/qr-reader.test.ts); ZXing-C++ is the maintained one, and takes ~3 ms a frame where jsQR takes ~13.
import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** Where the decoder's WebAssembly comes from: a URL the browser fetches, or the bytes themselves (tests). */
export type QrDecoderSource = { wasmUrl: string } | { wasmBinary: ArrayBuffer };

/** A frame as the canvas gives it (ImageData), or the same shape built elsewhere. */
export type QrFrame = Pick<ImageData, 'data' | 'width' | 'height'>;

let decoder: Promise<unknown> | null = null;

/**
 * Loads and compiles the decoder once. A failed load (the network dropped while it came) is forgotten, so the
 * next call tries again.
 */
export function prepareQrDecoder(source: QrDecoderSource): Promise<unknown> {
  decoder ??= prepareZXingModule({
    overrides:
      'wasmUrl' in source
        ? {
            locateFile: (path: string, prefix: string) =>
              path.endsWith('.wasm') ? source.wasmUrl : prefix + path,
          }
        : { wasmBinary: source.wasmBinary },
    // One module for the page: the overrides hold a fresh function each call, so compare nothing.
    equalityFn: () => true,
    fireImmediately: true,
  }).catch((error: unknown) => {
    // zxing-wasm keeps the failed instance as the module; drop it so the next load starts afresh.
    purgeZXingModule();
    decoder = null;
    throw error;
  });
  return decoder;
}

/** The text of the QR code in the frame, or null when the frame holds no readable one. */
export async function readQrCode(frame: QrFrame): Promise<string | null> {
  const [found] = await readBarcodes(frame as ImageData, {
    formats: ['QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  return found?.isValid ? found.text : null;
}
