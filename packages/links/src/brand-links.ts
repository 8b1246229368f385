// Absolute links on partner-brand storefront hosts (the branded ticket sites of partner organizers).
import { LinkParamError } from './link-param-error';
import { describe } from './validate';

/** A partner organizer's branded storefront, identified by its bare host name (no scheme, no path). */
export interface PartnerBrand {
  /** For example `'vstupenky.example-festival.cz'`; a port is allowed (`'localhost:3001'`) for development. */
  readonly hostname: string;
}

const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The brand's origin, `https://{hostname}` — or `http://` for a loopback host, where development servers
 * have no certificate. Pass it as the `origin` option of the storefront link builders.
 * Throws `LinkParamError` (param `hostname`) when the host name is empty or carries a scheme, path or user.
 */
export function brandOrigin(brand: PartnerBrand): string {
  const hostname: unknown = brand.hostname;
  if (typeof hostname !== 'string' || hostname.trim() === '') {
    throw new LinkParamError(
      'hostname',
      `hostname must be a non-empty string, received ${describe(hostname)}`,
    );
  }
  let url: URL;
  try {
    url = new URL(`https://${hostname}`);
  } catch {
    throw new LinkParamError('hostname', `hostname is not a valid host name: "${hostname}"`);
  }
  // Anything beyond host[:port] (a scheme, path, query or credentials) makes the parsed host differ.
  if (url.host !== hostname.toLowerCase() || url.href !== `https://${url.host}/`) {
    throw new LinkParamError('hostname', `hostname must be a bare host name, received "${hostname}"`);
  }
  const isLoopback = loopbackHostnames.has(url.hostname) || url.hostname.endsWith('.localhost');
  return `${isLoopback ? 'http' : 'https'}://${url.host}`;
}

/**
 * An absolute URL on the brand's host. `path` must be root-relative (start with a single `/`), for example
 * the result of `eventCartLink(...)`; a protocol-relative `//other.host` is refused so a link can never
 * leave the brand's host.
 */
export function brandUrl(brand: PartnerBrand, path: string): string {
  const origin = brandOrigin(brand);
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    throw new LinkParamError('path', `path must start with a single "/", received ${JSON.stringify(path)}`);
  }
  return `${origin}${path}`;
}
