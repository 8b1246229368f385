// Handlers of the service-level routes: /, /health, /pass and /pass/debug-info.
import type { serviceEndpoints } from '@repo/contract/health';
import { appliedMigrations } from '../db/database';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

export const serviceInfo = { name: 'pass', version: '0.2.0' } as const;
const startedAt = new Date().toISOString();

export function serviceHandlers(database: Database): HandlersOf<typeof serviceEndpoints> {
  return {
    root: async () => ({ errorText: 'OK', ...serviceInfo }),
    health: async () => {
      let applied: number;
      try {
        applied = await appliedMigrations(database.db);
      } catch (error) {
        throw new HttpError(
          503,
          'DATABASE_UNAVAILABLE',
          `Database not reachable: ${(error as Error).message}`,
        );
      }
      if (applied < database.expectedMigrations) {
        throw new HttpError(
          503,
          'DATABASE_NOT_MIGRATED',
          `Database has ${applied} of ${database.expectedMigrations} migrations applied`,
        );
      }
      return { errorText: 'OK', status: 'ok', database: database.kind, uptimeSeconds: process.uptime() };
    },
    passStatus: async () => ({ errorText: 'OK', status: 'ok', version: serviceInfo.version }),
    debugInfo: async () => ({
      errorText: 'OK',
      ...serviceInfo,
      nodeVersion: process.version,
      database: database.kind,
      migrationsApplied: await appliedMigrations(database.db),
      startedAt,
    }),
  };
}
