// Loads lib/live-catalogue.ts (the cart's small pass client) in steps, each a task of its own. A cart page older than
// its stale time asks for fresh availability as it hydrates, and evaluating zod, axios and the catalogue's schemas in
// one go was a 190-230 ms task at Lighthouse's 4x CPU slowdown (profiled 2026-12-02), long enough to keep a phone from
// answering a tap; in steps the longest was 83-92 ms. Each step's modules are evaluated once and shared with the next.
import type { LiveCatalogue } from './live-catalogue';
import type { PassClientConfigInput } from '@repo/api-client/config';

/** Lets the browser handle input and paint between two steps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Each step brings modules the next ones import: zod's core, the rest of zod, axios, the contract's entity schemas.
const steps = [
  () => import('zod/v4/core'),
  () => import('zod'),
  () => import('@repo/api-client/http'),
  () => import('@repo/contract/entities'),
];

export async function loadLiveCatalogue(config: PassClientConfigInput): Promise<LiveCatalogue> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  const { createLiveCatalogue } = await import('./live-catalogue');
  return createLiveCatalogue(config);
}
