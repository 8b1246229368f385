// Session routes of the storefront (/api/auth/*): sign-in (credentials, token, access code), register,
// set-password, sign-out and the current user, from @repo/auth.
import { lazyAuthRouteHandlers } from '@repo/auth/route-handlers';
import { sessionConfigFromEnv } from '@repo/auth/session-env';
import { serverEnv } from '../../../../lib/env';
import { storefrontVersion } from '../../../../lib/version';
import { TICKETS_SESSION_COOKIE } from '../cookie-names';

export const dynamic = 'force-dynamic';

export const { GET, POST } = lazyAuthRouteHandlers(() => ({
  config: sessionConfigFromEnv(serverEnv(), TICKETS_SESSION_COOKIE),
  pass: () => ({ baseUrl: serverEnv().PASS_API_URL, agentVersion: storefrontVersion }),
  trustedProxyHops: serverEnv().TRUSTED_PROXY_HOPS,
}));
