// Uploaded pictures: checked and resized with sharp into the widths the storefront shows, stored under a new id.
import { randomUUID } from 'node:crypto';
import { imagePath } from '@repo/contract/images';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { Db } from '../db/database';
import { insertImageVariants } from '../db/queries/uploaded-images';
import type { ImageVariant } from '../db/queries/uploaded-images';
import { DomainError } from '../domain/domain-error';

/** Widths of an event header (16:9): a phone, a tablet or narrow desktop, and the full-width hero. */
export const EVENT_HEADER_WIDTHS = [640, 1080, 1600] as const;
export const LOGO_WIDTH = 512;
/** Widths of an artist's photo (4:3): the line-up card on a phone, and on a wide screen. */
export const ARTIST_PHOTO_WIDTHS = [480, 960] as const;
/** Larger inputs are refused before decoding: a decompression bomb would otherwise take the memory. */
const MAX_INPUT_PIXELS = 40_000_000;

async function decode(base64: string): Promise<Sharp> {
  const input = Buffer.from(base64, 'base64');
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await image.metadata();
    if (!['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error(`format ${meta.format}`);
  } catch {
    throw new DomainError('INVALID_IMAGE', 'The file is not a JPEG, PNG or WebP picture', {
      field: 'imageBase64',
    });
  }
  // Turned by its EXIF orientation, so a phone photo is not stored on its side.
  return image.rotate();
}

/** Cuts the picture to the ratio around its most interesting part and stores each width as JPEG. */
async function storeCut(
  db: Db,
  organizerId: string,
  base64: string,
  widths: readonly number[],
  ratio: number,
): Promise<string> {
  const image = await decode(base64);
  const variants: ImageVariant[] = await Promise.all(
    widths.map(async (width) => ({
      width,
      contentType: 'image/jpeg',
      bytes: await image
        .clone()
        .resize(width, Math.round(width / ratio), { fit: 'cover', position: sharp.strategy.attention })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
    })),
  );
  const id = randomUUID();
  await insertImageVariants(db, id, organizerId, variants);
  return imagePath(`${id}-${widths[widths.length - 1]}.jpg`);
}

export async function storeEventHeader(db: Db, organizerId: string, base64: string): Promise<string> {
  return storeCut(db, organizerId, base64, EVENT_HEADER_WIDTHS, 16 / 9);
}

export async function storeArtistPhoto(db: Db, organizerId: string, base64: string): Promise<string> {
  return storeCut(db, organizerId, base64, ARTIST_PHOTO_WIDTHS, 4 / 3);
}

/** Fits the logo into a square, keeps its transparency (PNG), never enlarges a small one. */
export async function storeLogo(db: Db, organizerId: string, base64: string): Promise<string> {
  const image = await decode(base64);
  const bytes = await image
    .resize(LOGO_WIDTH, LOGO_WIDTH, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const id = randomUUID();
  await insertImageVariants(db, id, organizerId, [{ width: LOGO_WIDTH, contentType: 'image/png', bytes }]);
  return imagePath(`${id}-${LOGO_WIDTH}.png`);
}
