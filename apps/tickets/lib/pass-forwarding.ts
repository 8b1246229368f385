// How browser calls of the pass API, forwarded by proxy.ts, tell the pass who the visitor is.
import { clientAddressOf } from '@repo/auth/client-address';

/**
 * The headers a forwarded pass call carries: X-Forwarded-For is replaced by the one address this app saw, so a
 * visitor cannot name another per call and dodge the pass's per-IP sign-in limit (the pass believes the header
 * from this app alone, TRUST_PROXY). Without a known address it is dropped and the pass counts this app's.
 */
export function passRequestHeaders(incoming: Headers, trustedProxyHops: number): Headers {
  const headers = new Headers(incoming);
  const address = clientAddressOf(incoming, trustedProxyHops);
  if (address === null) headers.delete('x-forwarded-for');
  else headers.set('x-forwarded-for', address);
  return headers;
}
