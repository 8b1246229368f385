// Talks to the ARES register: one GET per IČO with a hard timeout, successful answers cached in memory.
import type { Company } from '@repo/contract/ares';
import { LRUCache } from 'lru-cache';
import { DomainError } from '../domain/domain-error';
import { aresSubject, toCompany } from './ares-subject';

export interface AresClientOptions {
  /** Base of the REST API, e.g. https://ares.gov.cz/ekonomicke-subjekty-v-be/rest */
  baseUrl: string;
  /** Longest wait for the whole answer (headers and body). */
  timeoutMs: number;
  /** How long a found company is reused without asking again. Default 1 h. */
  cacheTtlMs?: number;
  /** Companies kept at most. Default 1000. */
  cacheMax?: number;
}

export interface AresClient {
  /** The company with this canonical 8-digit IČO; DomainError NOT_FOUND or REGISTER_UNAVAILABLE otherwise. */
  lookup(ico: string): Promise<Company>;
}

const DEFAULT_CACHE_TTL_MS = 60 * 60_000;

function unavailable(detail: string): DomainError {
  return new DomainError(
    'REGISTER_UNAVAILABLE',
    `The business register (ARES) is not available right now: ${detail}. Try again later or fill in the company by hand.`,
  );
}

async function fetchCompany(url: string, ico: string, timeoutMs: number): Promise<Company> {
  let response: Response;
  let body: unknown;
  try {
    // One signal covers connecting, the headers and the body, so a register that stalls anywhere cannot hang us.
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      throw new DomainError('NOT_FOUND', `The business register (ARES) knows no company with IČO ${ico}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable(`it answered HTTP ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw unavailable(`no answer within ${timeoutMs} ms`);
    }
    if (error instanceof SyntaxError) throw unavailable('its answer is not JSON');
    throw unavailable('it cannot be reached');
  }
  const parsed = aresSubject.safeParse(body);
  if (!parsed.success) throw unavailable('its answer has an unexpected shape');
  return toCompany(parsed.data);
}

export function createAresClient(options: AresClientOptions): AresClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  // Single flight as well: concurrent lookups of one IČO share one request. Failures are never cached.
  const cache = new LRUCache<string, Company>({
    max: options.cacheMax ?? 1_000,
    ttl: options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS,
    fetchMethod: (ico) =>
      fetchCompany(`${base}/ekonomicke-subjekty/${encodeURIComponent(ico)}`, ico, options.timeoutMs),
  });
  return {
    async lookup(ico) {
      const company = await cache.fetch(ico);
      if (company === undefined) throw unavailable('no answer');
      return company;
    },
  };
}
