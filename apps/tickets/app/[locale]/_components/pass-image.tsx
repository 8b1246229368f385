// Pictures of the pass (event headers, band photos, logos) through Next's image optimizer: AVIF or WebP, sized.
import Image from 'next/image';
import type { ImageProps } from 'next/image';

/** The pass's picture store, reached on the storefront's own origin (proxy.ts forwards /pass/...). */
export function isOptimizedPicture(src: string): boolean {
  return /^\/pass\/artwork\/[a-z0-9-]+\.jpg$/.test(src);
}

/**
 * next/image for a picture URL the pass gave. Pictures of the store are optimised; any other address (an
 * organizer's own host, an SVG logo) is shown as it is, since the optimizer takes only the store's paths.
 */
export function PassImage({ src, ...props }: Omit<ImageProps, 'src'> & { src: string }) {
  return <Image src={src} unoptimized={!isOptimizedPicture(src)} {...props} />;
}
