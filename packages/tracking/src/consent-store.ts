// The browser's consent: read from and written to the cc_cookie_v4 cookie, subscribable, with cookie clean-up on revoke.
import {
  CONSENT_COOKIE_ATTRIBUTES,
  DEFAULT_CONSENT,
  canWriteCookie,
  consentCookieRemovalString,
  consentCookieString,
  readConsentCookie,
  type ConsentState,
  type CookieAttributes,
} from './consent';

export interface StoredConsent {
  state: ConsentState;
  /** Whether a choice is stored; false means the default (necessary only) applies and the banner shows. */
  isSet: boolean;
  /** ISO time of the stored choice. */
  at: string | null;
}

const UNSET: StoredConsent = Object.freeze({ state: DEFAULT_CONSENT, isSet: false, at: null });

/** Cookies the tracking tools set on this site's domain, removed when their category is revoked. */
export const TRACKING_COOKIE_PREFIXES: Readonly<Record<'statistics' | 'marketing', readonly string[]>> = {
  statistics: ['_ga', '_gid', '_gat', '_hj'],
  marketing: ['_fbp', '_fbc', '_ttp', '_tt_', '_gcl'],
};

const listeners = new Set<() => void>();
let cachedCookie: string | undefined;
let cached: StoredConsent = UNSET;

/** The stored choice, re-read only when document.cookie changed (useSyncExternalStore needs a stable value). */
export function getStoredConsent(): StoredConsent {
  if (typeof document === 'undefined') return UNSET;
  const cookie = document.cookie;
  if (cookie !== cachedCookie) {
    cachedCookie = cookie;
    const read = readConsentCookie(cookie);
    cached = read ? { state: read.state, isSet: true, at: read.at } : UNSET;
  }
  return cached;
}

/** Before hydration nothing is known; null keeps the banner away from server-rendered HTML. */
export function getServerConsent(): StoredConsent | null {
  return null;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a choice for 365 days and removes the cookies of categories it revokes. */
export function saveConsent(state: ConsentState): void {
  const previous = getStoredConsent().state;
  // The consent cookie is necessary, first-party and persistent, so every state allows it; checked all the same.
  if (canWriteCookie(state, CONSENT_COOKIE_ATTRIBUTES)) {
    document.cookie = consentCookieString(state, { secure: window.location.protocol === 'https:' });
  }
  if (previous.statistics && !state.statistics) clearCookies(TRACKING_COOKIE_PREFIXES.statistics);
  if (previous.marketing && !state.marketing) clearCookies(TRACKING_COOKIE_PREFIXES.marketing);
  notify();
}

/** Forgets the choice (local development's debug reset): the default applies and the banner returns. */
export function resetConsent(): void {
  const previous = getStoredConsent().state;
  document.cookie = consentCookieRemovalString();
  if (previous.statistics) clearCookies(TRACKING_COOKIE_PREFIXES.statistics);
  if (previous.marketing) clearCookies(TRACKING_COOKIE_PREFIXES.marketing);
  notify();
}

/**
 * Writes a cookie only when the stored consent covers its duration, provenance and purpose (spec 5); apps use
 * this for every cookie that is not strictly necessary. Returns whether it was written.
 */
export function writeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes,
  options: { maxAgeSeconds?: number; path?: string } = {},
): boolean {
  if (!canWriteCookie(getStoredConsent().state, attributes)) return false;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (attributes.duration === 'persistent' && options.maxAgeSeconds !== undefined)
    parts.push(`max-age=${options.maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
  return true;
}

function clearCookies(prefixes: readonly string[]): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
  const host = window.location.hostname;
  // Tools set them on the host or on the registrable domain (".example.cz"); both are tried.
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}
