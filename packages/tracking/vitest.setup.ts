// Test set-up: unmount rendered trees between tests (Vitest globals are off, so Testing Library cannot).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
