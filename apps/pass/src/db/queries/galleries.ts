// Gallery reads: a gallery with its image count and its images in order, limited to public galleries.
import type { LabelLanguage } from '@repo/enums';
import type { Gallery, GalleryImage } from '@repo/contract/entities';
import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { bands, events, galleries, galleryImages, performers } from '../schema';
import { pickText } from '../../i18n-text';

/**
 * Who must own a gallery for it to be public here: a band, a performer, or any of them or a published
 * event. A gallery only an unpublished event uses stays hidden, like the event itself.
 */
export type GalleryOwner = 'band' | 'performer' | 'any';

function ownedBy(db: Db, owner: GalleryOwner): SQL | undefined {
  const byBand = exists(db.select({ id: bands.id }).from(bands).where(eq(bands.galleryId, galleries.id)));
  const byPerformer = exists(
    db.select({ id: performers.id }).from(performers).where(eq(performers.galleryId, galleries.id)),
  );
  if (owner === 'band') return byBand;
  if (owner === 'performer') return byPerformer;
  const byEvent = exists(
    db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.galleryId, galleries.id), eq(events.published, true))),
  );
  return or(byBand, byPerformer, byEvent);
}

export async function findPublicGallery(
  db: Db,
  galleryId: string,
  owner: GalleryOwner,
  language: LabelLanguage,
): Promise<Gallery | undefined> {
  const [row] = await db
    .select({
      id: galleries.id,
      name: galleries.name,
      imageCount: db.$count(galleryImages, eq(galleryImages.galleryId, galleries.id)),
    })
    .from(galleries)
    .where(and(eq(galleries.id, galleryId), ownedBy(db, owner)));
  if (!row) return undefined;
  return { galleryId: row.id, namePub: pickText(row.name, language), imageCount: row.imageCount };
}

export async function listGalleryImages(
  db: Db,
  galleryId: string,
  language: LabelLanguage,
): Promise<GalleryImage[]> {
  const rows = await db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.galleryId, galleryId))
    .orderBy(asc(galleryImages.displayOrder), asc(galleryImages.id));
  return rows.map((row) => ({
    galleryImageId: row.id,
    galleryId: row.galleryId,
    url: row.url,
    captionPub: pickText(row.caption, language),
    width: row.width,
    height: row.height,
    displayOrder: row.displayOrder,
  }));
}
