// Vitest for tracking: adapters touch the DOM (script tags, globals), so tests run in jsdom.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
});
