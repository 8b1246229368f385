// Tests of the storefront's settings: defaults, its own variables, and the parts composed from the packages.
import { describe, expect, it } from 'vitest';
import { parseStorefrontEnv } from './env';

describe('parseStorefrontEnv', () => {
  it('runs locally on defaults, blank variables counting as unset', () => {
    const env = parseStorefrontEnv({ BRAND_OVERRIDE: ' ', CATALOGUE_REVALIDATE_SECONDS: '' });
    expect(env).toMatchObject({
      PASS_API_URL: 'http://localhost:4000',
      APP_STAGE: 'local',
      CATALOGUE_REVALIDATE_SECONDS: 2,
      TRACKING_GTM_ID: [],
    });
    expect(env.BRAND_OVERRIDE).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it('names every bad variable, its own and the packages’ alike', () => {
    const parse = () =>
      parseStorefrontEnv({ BRAND_OVERRIDE: 'nobody', CATALOGUE_REVALIDATE_SECONDS: '-1', SENTRY_DSN: 'x' });
    expect(parse).toThrow(/^Invalid storefront settings: /);
    for (const name of ['BRAND_OVERRIDE', 'CATALOGUE_REVALIDATE_SECONDS', 'SENTRY_DSN'])
      expect(parse).toThrow(`${name}: `);
  });

  it('requires SESSION_SECRET on beta and production', () => {
    expect(() => parseStorefrontEnv({ APP_STAGE: 'beta' })).toThrow(/SESSION_SECRET: is required on beta/);
    expect(parseStorefrontEnv({ APP_STAGE: 'production', SESSION_SECRET: 's'.repeat(32) }).APP_STAGE).toBe(
      'production',
    );
  });
});
