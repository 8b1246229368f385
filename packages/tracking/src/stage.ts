// Deployment stages and what they allow: tracking on local, beta and production; never on test.
import { z } from 'zod';

export const appStages = ['local', 'test', 'beta', 'production'] as const;
export const appStage = z.enum(appStages);
export type AppStage = z.infer<typeof appStage>;

/** Tracking runs only in deployed environments and local development (spec 5), never in the test stage. */
export function isTrackingAllowed(stage: AppStage): boolean {
  return stage === 'local' || stage === 'beta' || stage === 'production';
}
