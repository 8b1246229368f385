// Tracking configuration (ids per platform, script URL templates, Sentry DSN), validated with zod.
import { z } from 'zod';
import { appStage } from './stage';

const id = z.string().trim().min(1);
const url = z.string().trim().min(1);

export const trackingConfig = z.object({
  stage: appStage.default('local'),
  metaPixel: z.array(z.object({ id, advancedMatching: z.boolean().optional() })).default([]),
  gtm: z.array(z.object({ id })).default([]),
  hotjar: z.array(z.object({ id })).default([]),
  tiktok: z.array(z.object({ id })).default([]),
  sklik: z.array(z.object({ retargetingId: id.optional(), conversionId: id.optional() })).default([]),
  /** Script URL templates ({id} is replaced); the platforms' real addresses when left out. */
  scriptUrls: z
    .object({
      metaPixel: url.optional(),
      gtm: url.optional(),
      gtmNoscript: url.optional(),
      hotjar: url.optional(),
      tiktok: url.optional(),
      sklik: url.optional(),
    })
    .default({}),
  sentryDsn: z.string().trim().optional(),
  release: z.string().optional(),
});
export type TrackingConfig = z.output<typeof trackingConfig>;
export type TrackingConfigInput = z.input<typeof trackingConfig>;
