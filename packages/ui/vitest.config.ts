// Vitest for the UI kit: components render in jsdom; Testing Library unmounts after each test.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files share their worker's modules and environment instead of a fresh jsdom and React each (measured
    // 2026-11-24 on two cores: ui 18.9 s -> 5.0 s, tracking 32 s -> 6 s); tests clean up after themselves.
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // First renders import React, Radix and jsdom: seconds on a busy 2-core CI machine, beyond the 5 s default.
    testTimeout: 30_000,
  },
});
