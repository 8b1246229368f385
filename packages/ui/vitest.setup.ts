// Test set-up: unmount rendered trees between tests (Vitest globals are off, so Testing Library cannot), and
// give jsdom the ResizeObserver it lacks (Radix's floating content measures its trigger with it).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

globalThis.ResizeObserver ??= class ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
