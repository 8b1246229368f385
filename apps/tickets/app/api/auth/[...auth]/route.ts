// Session routes of the storefront (/api/auth/*): sign-in (credentials, token, access code), register,
// set-password, sign-out and the current user, from @repo/auth.
import { createAuthRouteHandlers } from '@repo/auth/route-handlers';
import type { AuthRouteHandlers } from '@repo/auth/route-handlers';
import { serverEnv } from '../../../../lib/env';
import { storefrontVersion } from '../../../../lib/version';
import { ticketsSessionConfig } from '../session-env';

// Built on the first request, not at import: `next build` loads this module without the runtime settings.
let handlers: AuthRouteHandlers | undefined;
function auth(): AuthRouteHandlers {
  handlers ??= createAuthRouteHandlers({
    config: ticketsSessionConfig(),
    pass: () => ({ baseUrl: serverEnv().PASS_API_URL, agentVersion: storefrontVersion }),
  });
  return handlers;
}

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return auth().GET(request);
}

export function POST(request: Request): Promise<Response> {
  return auth().POST(request);
}
