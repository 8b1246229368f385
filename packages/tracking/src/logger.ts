// Tracking's logger: every level in local development, only errors on the other stages (spec 9).
import type { AppStage } from './stage';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export function minimumLogLevel(stage: AppStage): LogLevel {
  return stage === 'local' ? 'debug' : 'error';
}

/** A console logger that drops messages below the stage's level; `sink` is for tests. */
export function createLogger(stage: AppStage, sink: Pick<Console, LogLevel> = console): Logger {
  const minimum = ORDER[minimumLogLevel(stage)];
  const at =
    (level: LogLevel) =>
    (message: string, ...details: unknown[]) => {
      if (ORDER[level] >= minimum) sink[level](`[tracking] ${message}`, ...details);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
