// Cookie consent state: defaults, accept/decline/custom choices, the cc_cookie_v4 cookie, and which cookies may be written.

/** Name, lifetime and path of the stored choice (spec 9). */
export const CONSENT_COOKIE_NAME = 'cc_cookie_v4';
export const CONSENT_COOKIE_DAYS = 365;
export const CONSENT_COOKIE_PATH = '/';

export const consentCategories = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/**
 * The stored object (spec 3). Purposes: necessary, preferences, statistics, marketing. Durations: session,
 * persistent. Provenance: firstParty, thirdParty. A cookie may be written only when all three of its
 * attributes are allowed (canWriteCookie).
 */
export interface ConsentState {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
  session: boolean;
  persistent: boolean;
  firstParty: boolean;
  thirdParty: boolean;
}

const consentFlags = [
  'preferences',
  'statistics',
  'marketing',
  'session',
  'persistent',
  'firstParty',
  'thirdParty',
] as const satisfies readonly (keyof ConsentState)[];

/**
 * Whether a parsed cookie value is a consent state. Checked by hand rather than with zod: this runs on every
 * page's first load, and eight flags do not justify the validator's weight there.
 */
export function isConsentState(value: unknown): value is ConsentState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.necessary === true && consentFlags.every((flag) => typeof record[flag] === 'boolean');
}

/** What the banner and settings work with: the three categories plus whether a choice is stored. */
export interface ConsentSnapshot {
  state: ConsentState;
  /** A choice was made (and stored); until then the banner shows and only necessary cookies exist. */
  isSet: boolean;
}

/**
 * Only necessary: first-party session and persistent cookies (the consent cookie itself is one) but no
 * third-party ones, because every third-party cookie here comes from a statistics or marketing tool.
 */
export const DEFAULT_CONSENT: ConsentState = Object.freeze({
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
  session: true,
  persistent: true,
  firstParty: true,
  thirdParty: false,
});

/** A per-category choice; third-party cookies follow the tracking categories that need them. */
export function customConsent(choice: {
  statistics: boolean;
  marketing: boolean;
  preferences?: boolean;
}): ConsentState {
  return {
    ...DEFAULT_CONSENT,
    preferences: choice.preferences ?? false,
    statistics: choice.statistics,
    marketing: choice.marketing,
    thirdParty: choice.statistics || choice.marketing,
  };
}

/** Accept all: every category true. */
export function acceptAllConsent(): ConsentState {
  return customConsent({ statistics: true, marketing: true, preferences: true });
}

/** Decline all: every category false except necessary. */
export function declineAllConsent(): ConsentState {
  return { ...DEFAULT_CONSENT };
}

export function isDefaultConsent(state: ConsentState): boolean {
  return (Object.keys(DEFAULT_CONSENT) as Array<keyof ConsentState>).every(
    (key) => state[key] === DEFAULT_CONSENT[key],
  );
}

export interface CookieAttributes {
  duration: 'session' | 'persistent';
  provenance: 'firstParty' | 'thirdParty';
  purpose: 'necessary' | 'preferences' | 'statistics' | 'marketing';
}

/** Whether consent covers a cookie's duration, provenance and purpose (spec 5). */
export function canWriteCookie(state: ConsentState, cookie: CookieAttributes): boolean {
  return state[cookie.duration] && state[cookie.provenance] && state[cookie.purpose];
}

/** The consent cookie's own attributes: necessary, first-party, persistent. */
export const CONSENT_COOKIE_ATTRIBUTES: CookieAttributes = {
  duration: 'persistent',
  provenance: 'firstParty',
  purpose: 'necessary',
};

/** The stored value: format version 4 (so a later format can tell old cookies apart), the state, and when. */
function readStoredConsent(value: unknown): { consent: ConsentState; at: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { v, consent, at } = value as Record<string, unknown>;
  return v === 4 && isConsentState(consent) && typeof at === 'string' ? { consent, at } : null;
}

/** The cookie value for a choice: URI-encoded JSON. */
export function serializeConsent(state: ConsentState, now: Date = new Date()): string {
  return encodeURIComponent(JSON.stringify({ v: 4, consent: state, at: now.toISOString() }));
}

/** The choice stored in a `document.cookie` string, or null when none (or a damaged one) is stored. */
export function readConsentCookie(cookieHeader: string): { state: ConsentState; at: string } | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE_NAME}=`))
    ?.slice(CONSENT_COOKIE_NAME.length + 1);
  if (raw === undefined || raw === '') return null;
  try {
    const stored = readStoredConsent(JSON.parse(decodeURIComponent(raw)));
    return stored ? { state: stored.consent, at: stored.at } : null;
  } catch {
    // A damaged cookie counts as no choice: the banner asks again rather than guessing.
    return null;
  }
}

/** The `document.cookie` assignment that stores a choice for 365 days on path /. */
export function consentCookieString(
  state: ConsentState,
  options: { now?: Date; secure?: boolean } = {},
): string {
  const now = options.now ?? new Date();
  const expires = new Date(now.getTime() + CONSENT_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  const parts = [
    `${CONSENT_COOKIE_NAME}=${serializeConsent(state, now)}`,
    `expires=${expires.toUTCString()}`,
    `max-age=${CONSENT_COOKIE_DAYS * 24 * 60 * 60}`,
    `path=${CONSENT_COOKIE_PATH}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The assignment that removes the stored choice (debug reset). */
export function consentCookieRemovalString(): string {
  return `${CONSENT_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${CONSENT_COOKIE_PATH}; SameSite=Lax`;
}
