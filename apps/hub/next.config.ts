// Next.js configuration: internal @repo packages are TypeScript source, so Next transpiles them.
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The app's `typecheck` task (tsc --noEmit, run by `npm test` and CI) checks the same files; checking them
  // again inside `next build` only lengthened the build that the browser tests wait for.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: [
    '@repo/ui',
    '@repo/enums',
    '@repo/env',
    '@repo/i18n',
    '@repo/links',
    '@repo/auth',
    '@repo/api-client',
    '@repo/contract',
    '@repo/tracking',
  ],
};

export default nextConfig;
