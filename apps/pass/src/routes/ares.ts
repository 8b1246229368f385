// Handler of GET /pass/ares: the company behind an IČO, from the business register.
import type { aresEndpoints } from '@repo/contract/ares';
import type { AresClient } from '../ares/ares-client';
import type { HandlersOf } from '../http/register-endpoint';

export function aresHandlers(client: AresClient): HandlersOf<typeof aresEndpoints> {
  return {
    aresLookup: async ({ query }) => ({ errorText: 'OK', company: await client.lookup(query.ico) }),
  };
}
