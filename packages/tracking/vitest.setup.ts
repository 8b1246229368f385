// Test set-up: unmount rendered trees between tests (Vitest globals are off, so Testing Library cannot), and wait
// longer for what appears later. The settings dialog, tracker and debugger are imported when first needed, and
// each test re-imports the modules (`vi.resetModules()`): on a busy two-core CI machine that import alone took over
// Testing Library's 1 s default (the debugger test failed on 2026-11-25 with nothing wrong in the page).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
