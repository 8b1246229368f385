import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: the loader's promise and the tracker are page-wide singletons.
async function freshLoader() {
  vi.resetModules();
  const loader = await import('./tracker-loader');
  const consent = await import('./consent');
  return { ...loader, ...consent };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  document.cookie = 'cc_cookie_v4=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterEach(() => vi.restoreAllMocks());

describe('withTracker', () => {
  it('drops events without consent and never imports the tracker for them', async () => {
    const { withTracker } = await freshLoader();
    const fire = vi.fn();
    withTracker(fire);
    await flush();
    expect(fire).not.toHaveBeenCalled();
  });

  it('with consent, holds events until the privacy glue has configured the tracker', async () => {
    const { withTracker, loadTracker, trackerConfigured, consentCookieString, customConsent } =
      await freshLoader();
    document.cookie = consentCookieString(customConsent({ statistics: true, marketing: false }));
    const fire = vi.fn();
    withTracker(fire);
    const tracker = await loadTracker();
    await flush();
    expect(fire).not.toHaveBeenCalled();
    trackerConfigured(tracker);
    await flush();
    expect(fire).toHaveBeenCalledWith(tracker);
  });

  it('once the tracker is loaded (the debugger asked), events reach it even without consent', async () => {
    const { withTracker, loadTracker, trackerConfigured } = await freshLoader();
    const tracker = await loadTracker();
    trackerConfigured(tracker);
    const fire = vi.fn();
    withTracker(fire);
    await flush();
    expect(fire).toHaveBeenCalledWith(tracker);
  });
});
