// Contract of the service-level routes every pass process answers: GET / and GET /health.
import { z } from 'zod';

export const rootRoute = { method: 'GET', path: '/' } as const;
export const healthRoute = { method: 'GET', path: '/health' } as const;

export const rootResponse = z.object({
  errorText: z.literal('OK'),
  name: z.string().min(1),
  version: z.string().min(1),
});
export type RootResponse = z.infer<typeof rootResponse>;

export const healthResponse = z.object({
  errorText: z.literal('OK'),
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
