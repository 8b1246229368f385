// Vitest for the pass service: integration tests start a database (PGlite boots a WASM PostgreSQL) per file,
// which takes seconds when turbo runs builds beside the tests on two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
