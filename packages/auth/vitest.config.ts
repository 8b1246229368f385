// Vitest for the session package: route handlers in Node, the provider in jsdom (per-file environment comment).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // First renders import React and jsdom: seconds on a busy 2-core CI machine, beyond the 5 s default.
  test: {
    testTimeout: 30_000,
    // Files share their worker's modules instead of importing React and jsdom afresh each (see packages/ui).
    isolate: false,
  },
});
