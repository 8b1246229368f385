// Tests of the session settings: names derived, weak passwords and bad cookie names refused.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_MAX_AGE_SECONDS, createSessionConfig, markerCookieNameOf } from './session-config';

describe('createSessionConfig', () => {
  it('derives the marker cookie name and the default lifetime', () => {
    const config = createSessionConfig({ cookieName: 'hub_session', password: 'p'.repeat(32), secure: true });
    expect(config.markerCookieName).toBe('hub_session_marker');
    expect(markerCookieNameOf('x')).toBe('x_marker');
    expect(config.maxAgeSeconds).toBe(DEFAULT_SESSION_MAX_AGE_SECONDS);
  });

  it('names the bad setting', () => {
    expect(() => createSessionConfig({ cookieName: 'a', password: 'short', secure: false })).toThrow(
      /session password must have at least 32 characters/,
    );
    expect(() => createSessionConfig({ cookieName: 'a b', password: 'p'.repeat(32), secure: false })).toThrow(
      /session cookieName/,
    );
  });
});
