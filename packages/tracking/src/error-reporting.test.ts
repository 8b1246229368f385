import { describe, expect, it, vi } from 'vitest';
import { createSentryReporter } from './error-reporting';

function fakeSentry() {
  return { init: vi.fn(), captureException: vi.fn() };
}

describe('createSentryReporter', () => {
  it('does nothing and loads nothing without a DSN', async () => {
    const load = vi.fn();
    const report = createSentryReporter({ dsn: undefined, stage: 'production', load });
    report(new Error('x'), { module: 'tracker', event: 'purchase' });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('initialises Sentry once and sends errors tagged with module and event', async () => {
    const sentry = fakeSentry();
    const load = vi.fn(async () => sentry as never);
    const report = createSentryReporter({ dsn: 'https://key@sentry.test/1', stage: 'beta', load });
    const error = new Error('pixel broke');
    report(error, { module: 'adapter:metaPixel', event: 'addToCart' });
    report(error, { module: 'identity' });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledOnce();
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.test/1', environment: 'beta' }),
    );
    expect(sentry.captureException).toHaveBeenNthCalledWith(1, error, {
      tags: { module: 'adapter:metaPixel', event: 'addToCart' },
    });
    expect(sentry.captureException).toHaveBeenNthCalledWith(2, error, { tags: { module: 'identity' } });
  });

  it('swallows a failing SDK load', async () => {
    const load = vi.fn(async () => {
      throw new Error('blocked');
    });
    const report = createSentryReporter({ dsn: 'https://key@sentry.test/1', stage: 'beta', load });
    expect(() => report(new Error('x'), { module: 'tracker' })).not.toThrow();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
  });
});
