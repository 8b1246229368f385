// Pictures of the pass (event headers, band photos, logos) through Next's image optimizer: AVIF or WebP, sized.
import { getImageProps } from 'next/image';
import type { ImageProps } from 'next/image';

/** The pass's picture store, reached on the storefront's own origin (proxy.ts forwards /pass/...). */
export function isOptimizedPicture(src: string): boolean {
  return (
    /^\/pass\/artwork\/[a-z0-9-]+\.jpg$/.test(src) || /^\/pass\/image\/[0-9a-f-]{36}-\d+\.jpg$/.test(src)
  );
}

type PassImageProps = Omit<ImageProps, 'src' | 'priority' | 'preload'> & {
  src: string;
  /** Above the fold (a page's header picture): fetched at once and first, never lazily. */
  eager?: boolean;
};

/**
 * A picture URL the pass gave, as next/image would render it: pictures of the store are optimised; any other
 * address (an organizer's own host, an SVG logo) is shown as it is, since the optimizer takes only the store's
 * paths. Rendered on the server with getImageProps, so no image component's JavaScript reaches the browser.
 */
export function PassImage({ src, eager = false, alt, ...rest }: PassImageProps) {
  const { props } = getImageProps({
    ...rest,
    src,
    alt,
    unoptimized: !isOptimizedPicture(src),
    ...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  });
  // The element next/image renders, with its props (alt among them: empty for decorative pictures).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} />;
}
