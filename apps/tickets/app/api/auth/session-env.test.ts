// Tests of the storefront's session settings: cookie names, the development secret, Secure on deployed stages.
import { describe, expect, it } from 'vitest';
import { storefrontSessionConfig } from './session-env';

describe('storefrontSessionConfig', () => {
  it('uses the storefront cookie names and a development secret locally', () => {
    const config = storefrontSessionConfig('local', undefined);
    expect(config).toMatchObject({
      cookieName: 'tickets_session',
      markerCookieName: 'tickets_session_marker',
      secure: false,
    });
  });

  it('requires a secret on beta and production and makes the cookies Secure there', () => {
    expect(() => storefrontSessionConfig('production', undefined)).toThrow(
      /SESSION_SECRET is required on production/,
    );
    expect(() => storefrontSessionConfig('beta', '  ')).toThrow(/SESSION_SECRET is required on beta/);
    expect(storefrontSessionConfig('production', 's'.repeat(32)).secure).toBe(true);
    expect(() => storefrontSessionConfig('test', 'short')).toThrow(/at least 32 characters/);
  });
});
