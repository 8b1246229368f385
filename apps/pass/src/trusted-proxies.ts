// TRUST_PROXY: the proxies (the storefront, a load balancer) whose X-Forwarded-For the pass believes.
import { isIP } from 'node:net';

/** proxy-addr's names for address ranges, e.g. `loopback` when the storefront runs on the same machine. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry: an address, an address/prefix-length (CIDR) or a named range; null when it is none of these. */
function checkEntry(entry: string): string | null {
  if (namedRanges.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an IP address, CIDR or named range`;
  if (prefix === undefined) return null;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a bad prefix length`;
  return null;
}

/**
 * Parses a comma-separated list of trusted proxies. `true` and hop counts are refused: they believe whoever
 * connects, so a client reaching the pass directly could name any address and slip past per-IP throttling.
 * Returns the list (empty: the socket's address is the client's) or the problems found.
 */
export function parseTrustedProxies(value: string): { proxies: string[] } | { problems: string[] } {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '') return { proxies: [] };
  if (trimmed === 'true' || /^\d+$/.test(trimmed)) {
    return {
      problems: [
        "must list the proxies' addresses or CIDRs (e.g. 10.0.0.7,10.1.0.0/16); true and hop counts would trust any client",
      ],
    };
  }
  const proxies = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problems = proxies.map(checkEntry).filter((problem): problem is string => problem !== null);
  return problems.length > 0 ? { problems } : { proxies };
}
