// Vitest for the UI kit: components render in jsdom; Testing Library unmounts after each test.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
