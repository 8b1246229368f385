// Links to the storefront's account pages (sign-in, register, overview, ...), with the locale segment rules.
import { localeSegment } from './locale';
import type { StorefrontLinkOptions } from './storefront-links';
import { withOrigin } from './storefront-links';

export const accountPagePaths = {
  overview: '/account',
  signIn: '/account/sign-in',
  register: '/account/register',
  forgotPassword: '/account/forgot-password',
  setPassword: '/account/set-password',
  verifyEmail: '/account/verify-email',
} as const;
export type AccountPage = keyof typeof accountPagePaths;

/** `/{locale?}/account/...`: `accountPageLink('signIn', { locale: 'en' })` -> `/en/account/sign-in`. */
export function accountPageLink(page: AccountPage, options: StorefrontLinkOptions = {}): string {
  return withOrigin(`${localeSegment(options.locale)}${accountPagePaths[page]}`, options.origin);
}
