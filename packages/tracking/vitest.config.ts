// Vitest for tracking: adapters touch the DOM (script tags, globals), so tests run in jsdom.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files share their worker's modules and environment instead of a fresh jsdom and React each (measured
    // 2026-11-24 on two cores: ui 18.9 s -> 5.0 s, tracking 32 s -> 6 s); tests clean up after themselves.
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // The first render of a file imports React, Radix and jsdom; on a busy 2-core CI machine that alone took
    // 7-8 s, so the 5 s default failed tests that are not slow at all.
    testTimeout: 30_000,
  },
});
