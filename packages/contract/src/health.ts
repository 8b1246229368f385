// Service-level routes every pass process answers: GET /, GET /health, GET /pass, GET /pass/debug-info.
import { publicAccess } from './access';
import { z } from 'zod';
import { ok } from './common';
import { defineEndpoint } from './endpoint';

export const serviceEndpoints = {
  root: defineEndpoint({
    id: 'root',
    method: 'GET',
    path: '/',
    tag: 'service',
    access: publicAccess,
    summary: 'Service name and version',
    response: ok({ name: z.string().min(1), version: z.string().min(1) }),
  }),
  health: defineEndpoint({
    id: 'health',
    method: 'GET',
    path: '/health',
    tag: 'service',
    access: publicAccess,
    summary: 'Database reachable and migrated (503 otherwise)',
    response: ok({
      status: z.literal('ok'),
      database: z.enum(['pglite', 'postgres']),
      uptimeSeconds: z.number().nonnegative(),
    }),
    errors: [503],
  }),
  passStatus: defineEndpoint({
    id: 'passStatus',
    method: 'GET',
    path: '/pass',
    tag: 'service',
    access: publicAccess,
    summary: 'Pass API status',
    response: ok({ status: z.literal('ok'), version: z.string() }),
  }),
  debugInfo: defineEndpoint({
    id: 'debugInfo',
    method: 'GET',
    path: '/pass/debug-info',
    tag: 'service',
    access: publicAccess,
    summary: 'Build and database kind (nothing secret)',
    response: ok({
      name: z.string(),
      version: z.string(),
      nodeVersion: z.string(),
      database: z.enum(['pglite', 'postgres']),
      migrationsApplied: z.int().nonnegative(),
      startedAt: z.iso.datetime(),
    }),
  }),
} as const;

export const healthResponse = serviceEndpoints.health.response;
export type HealthResponse = z.infer<typeof healthResponse>;
export const rootResponse = serviceEndpoints.root.response;
export type RootResponse = z.infer<typeof rootResponse>;
