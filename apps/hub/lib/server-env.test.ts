// Tests of the hub's settings: defaults for local work, a required session secret on deployed stages.
import { describe, expect, it } from 'vitest';
import { parseHubServerEnv } from './server-env';

describe('parseHubServerEnv', () => {
  it('runs locally on defaults with a development secret and insecure cookies', () => {
    const env = parseHubServerEnv({});
    expect(env).toMatchObject({ PASS_API_URL: 'http://localhost:4000', APP_STAGE: 'local', deployed: false });
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('requires SESSION_SECRET on beta and production, and names it', () => {
    expect(() => parseHubServerEnv({ APP_STAGE: 'production' })).toThrow(
      /SESSION_SECRET is required on production/,
    );
    expect(() => parseHubServerEnv({ APP_STAGE: 'beta', SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/);
    const env = parseHubServerEnv({ APP_STAGE: 'production', SESSION_SECRET: 'p'.repeat(40) });
    expect(env).toMatchObject({ deployed: true, SESSION_SECRET: 'p'.repeat(40) });
  });

  it('refuses a short secret and a pass address that is not http(s)', () => {
    expect(() => parseHubServerEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseHubServerEnv({ PASS_API_URL: 'ftp://pass' })).toThrow(/PASS_API_URL/);
  });
});
