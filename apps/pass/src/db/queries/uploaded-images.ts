// Stored widths of uploaded pictures: written together, read one width at a time by name.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { uploadedImages } from '../schema';

export interface ImageVariant {
  width: number;
  contentType: string;
  bytes: Buffer;
}

export async function insertImageVariants(
  db: Db,
  imageId: string,
  organizerId: string,
  variants: readonly ImageVariant[],
): Promise<void> {
  await db
    .insert(uploadedImages)
    .values(variants.map((variant) => ({ id: imageId, organizerId, ...variant })));
}

export async function findImageVariant(
  db: Db,
  imageId: string,
  width: number,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.width, width)));
  return row;
}
