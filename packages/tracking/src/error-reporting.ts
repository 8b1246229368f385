// Sentry reporting of tracking failures, tagged with module and event; off without a DSN, loaded lazily.
import type * as SentryNamespace from '@sentry/nextjs';
import type { AppStage } from './stage';

export interface ErrorTags {
  /** Where it failed, e.g. "adapter:metaPixel" or "consent". */
  module: string;
  /** The tracking event, e.g. "purchase". */
  event?: string;
}

export type ErrorReporter = (error: unknown, tags: ErrorTags) => void;

type SentryModule = typeof SentryNamespace;

/**
 * A reporter that sends to Sentry when a DSN is configured and does nothing otherwise. The SDK is imported
 * only when a DSN exists (it weighs ~50 KB gzipped), and a failure to load or send is swallowed: reporting
 * must never break the page it reports on.
 */
export function createSentryReporter(options: {
  dsn: string | undefined;
  stage: AppStage;
  release?: string;
  load?: () => Promise<SentryModule>;
}): ErrorReporter {
  const { dsn } = options;
  if (!dsn) return () => undefined;
  let sentry: Promise<SentryModule | null> | undefined;
  const ready = () => {
    sentry ??= (options.load ?? (() => import('@sentry/nextjs')))()
      .then((module) => {
        module.init({
          dsn,
          environment: options.stage,
          release: options.release,
          defaultIntegrations: false,
        });
        return module;
      })
      .catch(() => null);
    return sentry;
  };
  return (error, tags) => {
    void ready().then((module) => {
      module?.captureException(error, {
        tags: { module: tags.module, ...(tags.event ? { event: tags.event } : {}) },
      });
    });
  };
}
