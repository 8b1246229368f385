// Deployment stages and what they allow: tracking on local, beta and production; never on test.
import type { AppStage } from '@repo/env/app-env';

export { appStage, appStages } from '@repo/env/app-env';
export type { AppStage } from '@repo/env/app-env';

/** Tracking runs only in deployed environments and local development (spec 5), never in the test stage. */
export function isTrackingAllowed(stage: AppStage): boolean {
  return stage === 'local' || stage === 'beta' || stage === 'production';
}
