// Next.js configuration: internal @repo packages are TypeScript source, so Next transpiles them.
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: [
    '@repo/ui',
    '@repo/enums',
    '@repo/env',
    '@repo/i18n',
    '@repo/links',
    '@repo/api-client',
    '@repo/contract',
    '@repo/auth',
    '@repo/tracking',
  ],
};

export default nextConfig;
