// The event's photo gallery: pictures with their captions, two to a row.
import type { GalleryImage } from '@repo/contract/entities';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';
import { PassImage } from '../../../../_components/pass-image';

export function PhotosSection({ photos, ctx }: { photos: readonly GalleryImage[]; ctx: StorefrontContext }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="photos-heading" className="text-xl font-semibold sm:text-2xl">
        {ctx.t('event.photos')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {photos.map((photo) => (
          <li key={photo.galleryImageId}>
            <figure>
              <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-brand-100">
                <PassImage
                  src={photo.url}
                  alt={photo.captionPub ?? ''}
                  fill
                  sizes="(min-width: 1024px) 360px, 50vw"
                  className="object-cover"
                />
              </div>
              {photo.captionPub ? (
                <figcaption aria-hidden="true" className="mt-1 text-sm text-muted">
                  {photo.captionPub}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
