// Vitest for the pass service: the global set-up migrates and seeds once per run, and each integration test file
// opens its own copy (PGlite boots a WASM PostgreSQL per copy, which still takes seconds on two busy cores).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
