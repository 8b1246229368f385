// Vitest for the UI kit: components render in jsdom; Testing Library unmounts after each test.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // First renders import React, Radix and jsdom: seconds on a busy 2-core CI machine, beyond the 5 s default.
    testTimeout: 30_000,
  },
});
