// The pass API calls behind the session routes: a client per request, carrying the caller's token and address.
import { parsePassClientConfig } from '@repo/api-client/config';
import { createHttp } from '@repo/api-client/http';
import { bindEndpoints } from '@repo/api-client/pass-client';
import type { PassClient } from '@repo/api-client/pass-client';
import { accountEndpoints } from '@repo/contract/accounts';

export type AccountPassClient = PassClient<typeof accountEndpoints>;

export interface PassConnection {
  /** Base address of the pass API; read per request, so it comes from the runtime environment. */
  baseUrl: string;
  /** Name of the setting that holds `baseUrl`, for the error message when it is missing. */
  baseUrlSetting?: string;
  agentVersion?: string;
  agentSource?: number;
  languageId?: number;
}

export interface AccountClientOptions {
  /** Bearer token of the session, for secured calls. */
  token?: string | null;
  /**
   * The visitor's address as this app saw it (client-address.ts). The pass throttles sign-in per IP, and without
   * it every visitor would share the app server's address.
   */
  clientAddress?: string | null;
}

/** A typed client of the account endpoints (login, account-by-token, ...) for one request. */
export function createAccountClient(
  connection: PassConnection,
  options: AccountClientOptions = {},
): AccountPassClient {
  const config = parsePassClientConfig(
    {
      baseUrl: connection.baseUrl,
      agentVersion: connection.agentVersion,
      agentSource: connection.agentSource,
      languageId: connection.languageId,
      getToken: () => options.token ?? null,
    },
    connection.baseUrlSetting ?? 'PASS_API_URL',
  );
  const http = createHttp(config);
  // Server-only module: always Node's http adapter, even where a DOM (tests, edge shims) offers XMLHttpRequest.
  http.defaults.adapter = 'http';
  // The only entry: what the visitor sent is never passed on, or rotating it would dodge the pass's per-IP limit
  // (the pass believes X-Forwarded-For from this app alone, TRUST_PROXY).
  if (options.clientAddress) http.defaults.headers.common['x-forwarded-for'] = options.clientAddress;
  return bindEndpoints(http, accountEndpoints);
}
