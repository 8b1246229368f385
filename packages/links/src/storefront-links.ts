// Links into the ticket storefront (spec section 2): root-relative paths, or absolute when an origin is given.
import type { StorefrontLocale } from './locale';
import { localeSegment } from './locale';
import { LinkParamError } from './link-param-error';
import { requireBoolean, requireCodes, requireText, requireUuid } from './validate';

/** `local` is the development server, whose event page has no `/cart` suffix. */
export type StorefrontEnvironment = 'deployed' | 'local';

export interface StorefrontLinkOptions {
  /** `cs` (the default, no path segment), `sk`, `en` or `de`; anything else throws. */
  readonly locale?: StorefrontLocale;
  /**
   * `scheme://host[:port]` to make the link absolute, e.g. `'https://tickets.example.cz'` or
   * `brandOrigin(brand)`. Without it the link is a root-relative path.
   */
  readonly origin?: string;
}

export interface EventCartLinkOptions extends StorefrontLinkOptions {
  /** Defaults to `deployed`. */
  readonly environment?: StorefrontEnvironment;
}

export interface EventCartLinkInput {
  readonly organizerSlug: string;
  readonly eventSlug: string;
  /** Access or discount codes, sent as `?codes=a,b`; left out when empty. */
  readonly codes?: readonly string[];
}

export interface DemoCartLinkInput {
  readonly organizerSlug: string;
  readonly eventSlug: string;
  /** UUID; the link carries it base64-encoded in `secret`. */
  readonly eventId: string;
}

export interface OrderDetailLinkInput {
  readonly organizerSlug: string;
  readonly eventSlug: string;
  readonly orderId: string;
  /** Sent as `fromQueue=true` only when true; false is the route's default and is left out. */
  readonly fromQueue?: boolean;
  /** Sent as `enforceMethod=true` only when true; false is the route's default and is left out. */
  readonly enforceMethod?: boolean;
}

export interface TourLinkInput {
  readonly eventGroupSlug: string;
}

export interface OrganizerLinkInput {
  readonly organizerSlug: string;
}

/**
 * The spec's route has no locale segment; the storefront also serves it under `/sk`, `/en` and `/de`, which links
 * sent to a buyer (e-mails, the gateway's return) use so the page opens in the buyer's language on any device.
 */
export type OrderDetailLinkOptions = StorefrontLinkOptions;

/** `/{locale?}/event/{organizerSlug}/{eventSlug}/cart[?codes=a,b]` (no `/cart` when `environment` is `local`). */
export function eventCartLink(input: EventCartLinkInput, options: EventCartLinkOptions = {}): string {
  const environment = options.environment ?? 'deployed';
  if (environment !== 'deployed' && environment !== 'local') {
    throw new LinkParamError(
      'environment',
      `environment must be "deployed" or "local", received ${JSON.stringify(environment)}`,
    );
  }
  const eventPath = eventBasePath(input, options.locale);
  const codes = input.codes === undefined ? [] : requireCodes(input.codes);
  // Commas stay literal: they separate the codes, and requireCodes has refused codes that contain one.
  const query = codes.length > 0 ? `?codes=${codes.map(encodeURIComponent).join(',')}` : '';
  const path = environment === 'local' ? eventPath : `${eventPath}/cart`;
  return withOrigin(`${path}${query}`, options.origin);
}

/** `/{locale?}/event/{organizerSlug}/{eventSlug}/cart/demo?secret={base64 of eventId}`. */
export function demoCartLink(input: DemoCartLinkInput, options: StorefrontLinkOptions = {}): string {
  const eventPath = eventBasePath(input, options.locale);
  const eventId = requireUuid(input.eventId, 'eventId');
  const secret = encodeURIComponent(btoa(eventId));
  return withOrigin(`${eventPath}/cart/demo?secret=${secret}`, options.origin);
}

/** `/{locale?}/event/{organizerSlug}/{eventSlug}/order/{orderId}[?fromQueue=true][&enforceMethod=true]`. */
export function orderDetailLink(input: OrderDetailLinkInput, options: OrderDetailLinkOptions = {}): string {
  const eventPath = eventBasePath(input, options.locale);
  const orderId = requireUuid(input.orderId, 'orderId');
  const flags = new URLSearchParams();
  if (input.fromQueue !== undefined && requireBoolean(input.fromQueue, 'fromQueue')) {
    flags.set('fromQueue', 'true');
  }
  if (input.enforceMethod !== undefined && requireBoolean(input.enforceMethod, 'enforceMethod')) {
    flags.set('enforceMethod', 'true');
  }
  const flagQuery = flags.toString();
  const query = flagQuery === '' ? '' : `?${flagQuery}`;
  return withOrigin(`${eventPath}/order/${encodeURIComponent(orderId)}${query}`, options.origin);
}

/** `/{locale?}/tour/{eventGroupSlug}`. */
export function tourLink(input: TourLinkInput, options: StorefrontLinkOptions = {}): string {
  const slug = requireText(input.eventGroupSlug, 'eventGroupSlug');
  return withOrigin(`${localeSegment(options.locale)}/tour/${encodeURIComponent(slug)}`, options.origin);
}

/** `/{locale?}/organizer/{organizerSlug}`. */
export function organizerLink(input: OrganizerLinkInput, options: StorefrontLinkOptions = {}): string {
  const slug = requireText(input.organizerSlug, 'organizerSlug');
  return withOrigin(`${localeSegment(options.locale)}/organizer/${encodeURIComponent(slug)}`, options.origin);
}

/** `/` for Czech, `/sk`, `/en` or `/de` otherwise. */
export function homeLink(options: StorefrontLinkOptions = {}): string {
  return withOrigin(localeSegment(options.locale) || '/', options.origin);
}

function eventBasePath(
  input: { readonly organizerSlug: string; readonly eventSlug: string },
  locale: StorefrontLocale | undefined,
): string {
  const organizerSlug = requireText(input.organizerSlug, 'organizerSlug');
  const eventSlug = requireText(input.eventSlug, 'eventSlug');
  const prefix = localeSegment(locale);
  return `${prefix}/event/${encodeURIComponent(organizerSlug)}/${encodeURIComponent(eventSlug)}`;
}

/** Prefixes a root-relative path with a checked origin; the path alone without one. */
export function withOrigin(path: string, origin: string | undefined): string {
  return origin === undefined ? path : `${normalizeOrigin(origin)}${path}`;
}

/** Accepts `http(s)://host[:port]` with an optional trailing slash; a path or query would corrupt every link. */
function normalizeOrigin(origin: string): string {
  const text = requireText(origin, 'origin');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new LinkParamError('origin', `origin must be an absolute URL, received "${text}"`);
  }
  // Credentials, a path, a query or a fragment all make href differ from the bare origin.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.href !== `${url.origin}/`) {
    throw new LinkParamError('origin', `origin must look like https://host[:port], received "${text}"`);
  }
  return url.origin;
}
