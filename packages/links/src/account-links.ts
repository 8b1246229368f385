// Links to the storefront's account pages that e-mails carry: e-mail verification and set-password (access code).
import { localeSegment } from './locale';
import type { StorefrontLinkOptions } from './storefront-links';
import { withOrigin } from './storefront-links';
import { requireText } from './validate';

export interface VerifyEmailLinkInput {
  /** The verification token (base64url), as account-verify-email takes it. */
  readonly token: string;
}

export interface SetPasswordLinkInput {
  /** The access code of the e-mail, as account-set-password and login-with-access-code take it. */
  readonly accessCode: string;
  readonly email: string;
}

/** `/{locale?}/account/verify-email?token=...`. */
export function verifyEmailLink(input: VerifyEmailLinkInput, options: StorefrontLinkOptions = {}): string {
  const query = new URLSearchParams({ token: requireText(input.token, 'token') });
  return withOrigin(
    `${localeSegment(options.locale)}/account/verify-email?${query.toString()}`,
    options.origin,
  );
}

/** `/{locale?}/account/set-password?accessCode=...&email=...` (the web twin of the setPassword deep link). */
export function setPasswordLink(input: SetPasswordLinkInput, options: StorefrontLinkOptions = {}): string {
  const query = new URLSearchParams({
    accessCode: requireText(input.accessCode, 'accessCode'),
    email: requireText(input.email, 'email'),
  });
  return withOrigin(
    `${localeSegment(options.locale)}/account/set-password?${query.toString()}`,
    options.origin,
  );
}
