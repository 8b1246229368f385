// Vitest for the pass service: the global set-up migrates and seeds once per run, and each integration test file
// opens its own copy (PGlite boots a WASM PostgreSQL per copy, which still takes seconds on two busy cores).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files share their worker's imported modules: each file no longer re-imports Fastify, drizzle, the PDF and
    // mail libraries and the WASM PostgreSQL (the suite went from 277 s to 161 s on two cores, 2026-11-24). Files
    // keep nothing global of their own: every test file opens its own database and app.
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
