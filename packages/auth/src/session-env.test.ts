// Tests of the session settings: the development secret, a required secret and Secure cookies on deployed stages.
import { appEnvShape, parseEnv } from '@repo/env/app-env';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireSessionSecretWhenDeployed, sessionConfigFromEnv, sessionEnvShape } from './session-env';

const schema = z.object({ ...appEnvShape, ...sessionEnvShape }).superRefine(requireSessionSecretWhenDeployed);
const parse = (source: Record<string, string>) => parseEnv('test', schema, source);

describe('session settings', () => {
  it('run locally on a development secret with insecure cookies named after the app', () => {
    const config = sessionConfigFromEnv(parse({}), 'tickets_session');
    expect(config).toMatchObject({
      cookieName: 'tickets_session',
      markerCookieName: 'tickets_session_marker',
      secure: false,
    });
    expect(config.password.length).toBeGreaterThanOrEqual(32);
    expect(sessionConfigFromEnv(parse({}), 'hub_session').password).not.toBe(config.password);
  });

  it('require SESSION_SECRET on beta and production, naming it, and make the cookies Secure there', () => {
    expect(() => parse({ APP_STAGE: 'production' })).toThrow(/SESSION_SECRET: is required on production/);
    expect(() => parse({ APP_STAGE: 'beta', SESSION_SECRET: '  ' })).toThrow(
      /SESSION_SECRET: is required on beta/,
    );
    const env = parse({ APP_STAGE: 'production', SESSION_SECRET: 's'.repeat(32) });
    expect(sessionConfigFromEnv(env, 'hub_session')).toMatchObject({
      secure: true,
      password: 's'.repeat(32),
    });
    expect(() => sessionConfigFromEnv({ APP_STAGE: 'beta' }, 'hub_session')).toThrow(/SESSION_SECRET/);
  });

  it('refuse a short secret on any stage', () => {
    expect(() => parse({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must have at least 32 characters/,
    );
  });
});
