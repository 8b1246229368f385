// Tests of the hub's settings: defaults for local work, a required session secret on deployed stages, privacy parts.
import { describe, expect, it } from 'vitest';
import { parseHubServerEnv } from './server-env';

describe('parseHubServerEnv', () => {
  it('runs locally on defaults', () => {
    const env = parseHubServerEnv({});
    expect(env).toMatchObject({
      PASS_API_URL: 'http://localhost:4000',
      APP_STAGE: 'local',
      PUBLIC_TICKETS_URL: 'http://localhost:3000',
      AGENT_VERSION: '0.1.0',
      DEBUG_HOTKEY: 'shift+D',
    });
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it('requires SESSION_SECRET on beta and production, and names it', () => {
    expect(() => parseHubServerEnv({ APP_STAGE: 'production' })).toThrow(
      /^Invalid hub settings: SESSION_SECRET: is required on production/,
    );
    expect(() => parseHubServerEnv({ APP_STAGE: 'beta', SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/);
    const env = parseHubServerEnv({ APP_STAGE: 'production', SESSION_SECRET: 'p'.repeat(40) });
    expect(env).toMatchObject({ APP_STAGE: 'production', SESSION_SECRET: 'p'.repeat(40) });
  });

  it('refuses a short secret, a pass address that is not http(s) and a bad debugger hotkey', () => {
    expect(() => parseHubServerEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseHubServerEnv({ PASS_API_URL: 'ftp://pass' })).toThrow(/PASS_API_URL/);
    expect(() => parseHubServerEnv({ DEBUG_HOTKEY: 'hyper+D' })).toThrow(/DEBUG_HOTKEY/);
  });
});
