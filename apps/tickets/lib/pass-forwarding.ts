// How browser calls of the pass API, forwarded by proxy.ts, tell the pass who the visitor is and which brand they shop on.
import { clientAddressOf } from '@repo/auth/client-address';
import { agentHeaders } from '@repo/contract/headers';

/**
 * The headers a forwarded pass call carries: X-Forwarded-For is replaced by the one address this app saw, so a
 * visitor cannot name another per call and dodge the pass's per-IP sign-in limit (the pass believes the header
 * from this app alone, TRUST_PROXY). Without a known address it is dropped and the pass counts this app's.
 * The storefront brand is the one this request's host resolved to, never the visitor's own header: the links the
 * pass sends the buyer (e-mail, payment return) go to that brand's host.
 */
export function passRequestHeaders(incoming: Headers, trustedProxyHops: number, brandId: string): Headers {
  const headers = new Headers(incoming);
  headers.set(agentHeaders.storefrontBrand, brandId);
  const address = clientAddressOf(incoming, trustedProxyHops);
  if (address === null) headers.delete('x-forwarded-for');
  else headers.set('x-forwarded-for', address);
  return headers;
}
