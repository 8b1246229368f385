// Links to the storefront's legal pages (terms of sale, privacy), with the locale segment rules.
import { localeSegment } from './locale';
import type { StorefrontLinkOptions } from './storefront-links';
import { withOrigin } from './storefront-links';

export const legalPagePaths = {
  terms: '/terms',
  privacy: '/privacy',
} as const;
export type LegalPage = keyof typeof legalPagePaths;

/** `/{locale?}/terms` or `/{locale?}/privacy`: `legalPageLink('privacy', { locale: 'de' })` -> `/de/privacy`. */
export function legalPageLink(page: LegalPage, options: StorefrontLinkOptions = {}): string {
  return withOrigin(`${localeSegment(options.locale)}${legalPagePaths[page]}`, options.origin);
}
