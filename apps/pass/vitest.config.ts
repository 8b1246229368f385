// Vitest for the pass service: the global set-up migrates and seeds once per run, and each integration test file
// opens its own copy (PGlite boots a WASM PostgreSQL per copy, which still takes seconds on two busy cores).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Test files share their worker's imported modules: each file no longer re-imports Fastify, drizzle, the PDF and
    // mail libraries and the WASM PostgreSQL (the suite went from 277 s to 161 s on two cores, 2026-11-24). Files
    // keep nothing global of their own: every test file opens its own database and app.
    isolate: false,
    // Vitest's default is one worker less than the cores: one on CI's two cores, where the suite (niced beside the
    // browser tests) then ran on alone for ~5 minutes after them with a core idle (1,756 s run, 2026-11-25). Two
    // workers: 7 m 11 s instead of 8 m 37 s alone on two cores, all 1,324 tests passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['./src/test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
