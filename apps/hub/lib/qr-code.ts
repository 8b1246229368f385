// A QR code as one SVG path (dark modules as unit squares), drawn by React rather than injected as markup.
import QRCode from 'qrcode';

/** Light modules around the symbol that scanners need (the standard's quiet zone is 4). */
export const QR_QUIET_ZONE = 4;

export interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** `isDark(row, column)` for 0 <= row, column < size. */
  isDark: (row: number, column: number) => boolean;
}

/** The symbol of `text` with error correction M (15 %), enough for a screen read by a phone camera. */
export function qrSymbol(text: string): QrSymbol {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
}

/**
 * The `d` of a path drawing every dark module as a 1×1 square, offset by the quiet zone; runs of dark modules in
 * a row become one rectangle, which keeps the path short. The viewBox is `0 0 size+8 size+8`.
 */
export function qrPath(symbol: QrSymbol, quietZone: number = QR_QUIET_ZONE): string {
  const parts: string[] = [];
  for (let row = 0; row < symbol.size; row += 1) {
    let column = 0;
    while (column < symbol.size) {
      if (!symbol.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < symbol.size && symbol.isDark(row, column)) column += 1;
      parts.push(`M${start + quietZone} ${row + quietZone}h${column - start}v1h-${column - start}z`);
    }
  }
  return parts.join('');
}
