// The pass icon, drawn here rather than shipped as files: a white ticket on the brand purple, as PNG at 1x-3x.
import { deflateSync } from 'node:zlib';

const BRAND = [0x6a, 0x23, 0xd8] as const;
const SUPERSAMPLING = 4;

/** Whether a point of the unit square lies on the ticket: a rounded card with a notch in each long side. */
function onTicket(x: number, y: number): boolean {
  const left = 0.16;
  const right = 0.84;
  const top = 0.28;
  const bottom = 0.72;
  if (x < left || x > right || y < top || y > bottom) return false;
  const notch = 0.09;
  const middle = (top + bottom) / 2;
  if (Math.hypot(x - left, y - middle) < notch || Math.hypot(x - right, y - middle) < notch) return false;
  return true;
}

/** An RGBA image of the icon at `size` pixels, anti-aliased by supersampling. */
function drawIcon(size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          const x = (px + (sx + 0.5) / SUPERSAMPLING) / size;
          const y = (py + (sy + 0.5) / SUPERSAMPLING) / size;
          if (onTicket(x, y)) covered += 1;
        }
      }
      const white = covered / SUPERSAMPLING ** 2;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round((BRAND[channel] ?? 0) * (1 - white) + 255 * white);
      }
      pixels[offset + 3] = 255;
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour-with-alpha PNG of a square RGBA image. */
function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    // Filter byte 0 (none) starts each row.
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let icons: Record<string, Buffer> | undefined;

/** icon.png, icon@2x.png and icon@3x.png (29, 58 and 87 px), the images every pass must carry. */
export function passIcons(): Record<string, Buffer> {
  icons ??= Object.fromEntries(
    (
      [
        ['icon.png', 29],
        ['icon@2x.png', 58],
        ['icon@3x.png', 87],
      ] as const
    ).map(([name, size]) => [name, encodePng(size, drawIcon(size))]),
  );
  return icons;
}
