// Session routes of the hub (/api/auth/*): sign-in, register, sign-out and the current user, from @repo/auth.
import { createAuthRouteHandlers } from '@repo/auth/route-handlers';
import type { AuthRouteHandlers } from '@repo/auth/route-handlers';
import { serverEnv } from '@/lib/server-env';
import { hubSessionConfig } from '@/lib/session';

// Built on the first request, not at import: `next build` loads this module without the runtime settings.
let handlers: AuthRouteHandlers | undefined;
function auth(): AuthRouteHandlers {
  handlers ??= createAuthRouteHandlers({
    config: hubSessionConfig(),
    pass: () => ({ baseUrl: serverEnv().PASS_API_URL, agentVersion: serverEnv().AGENT_VERSION }),
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
