// Session routes of the hub (/api/auth/*): sign-in, register, sign-out and the current user, from @repo/auth.
import { lazyAuthRouteHandlers } from '@repo/auth/route-handlers';
import { serverEnv } from '@/lib/server-env';
import { hubSessionConfig } from '@/lib/session';

export const dynamic = 'force-dynamic';

export const { GET, POST } = lazyAuthRouteHandlers(() => ({
  config: hubSessionConfig(),
  pass: () => ({ baseUrl: serverEnv().PASS_API_URL, agentVersion: serverEnv().AGENT_VERSION }),
  trustedProxyHops: serverEnv().TRUSTED_PROXY_HOPS,
}));
