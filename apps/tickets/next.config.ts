// Next.js configuration: internal @repo packages are TypeScript source, so Next transpiles them.
import { join } from 'node:path';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed in JavaScript on every response of a cached page: a fifth of the
  // storefront's CPU serving the cart page under load (150 KB of HTML, profiled 2026-11-25), for a 304 that a
  // browser asks for rarely (the pages carry no max-age) and that saves the bytes but not the server's work.
  generateEtags: false,
  // The app's `typecheck` task (tsc --noEmit, run by `npm test` and CI) checks the same files; checking them
  // again inside `next build` only lengthened the build that the browser tests wait for.
  typescript: { ignoreBuildErrors: true },
  // Pictures come from the pass service's picture store on the page's own origin (proxy.ts forwards /pass/...),
  // so next/image treats them as local images and sends AVIF or WebP in the size the layout asks for.
  // Nothing else is optimised: other paths, query strings and remote hosts are refused by the optimizer.
  images: {
    formats: ['image/avif', 'image/webp'],
    // Uploaded pictures (/pass/image/…) never change under their name; artwork is drawn the same every time.
    localPatterns: [
      { pathname: '/pass/artwork/**', search: '' },
      { pathname: '/pass/image/**', search: '' },
    ],
    remotePatterns: [],
    // The pass sends pictures with max-age of a day; variants are kept as long, not Next's 4 hours.
    minimumCacheTTL: 86_400,
    // Optimised pictures go to cache-handler.mjs (kept in memory; see there why).
    customCacheHandler: true,
  },
  // Cached pages (the cart page, issue #20) stay in this process's memory and are not written to .next: a
  // restarted storefront, perhaps against a re-seeded pass service, renders them again instead of serving
  // seat ids that no longer exist once. Each process has its own cache anyway (see app/api/catalogue-changed).
  experimental: {
    isrFlushToDisk: false,
    // A CI build starts from a clean clone and is never built again: writing Turbopack's build cache (122 MB) only
    // delayed the browser tests (19 s of a CI run, 2026-11-25). Local rebuilds keep it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Next's page cache as it is, plus optimised pictures kept in memory, which the switch above would turn off.
  cacheHandler: join(import.meta.dirname, 'cache-handler.mjs'),
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
