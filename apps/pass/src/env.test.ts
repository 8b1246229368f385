import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults when nothing is set', () => {
    expect(loadEnv({})).toMatchObject({ PORT: 4000, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
  });

  it('reads durations in time units and names a bad one', () => {
    expect(loadEnv({ HOLD_DURATION: '10 minutes' }).HOLD_DURATION).toBe(600_000);
    expect(loadEnv({}).BANK_TRANSFER_WINDOW).toBe(3 * 86_400_000);
    expect(() => loadEnv({ HOLD_DURATION: 'soon' })).toThrow(/HOLD_DURATION.*value unit/);
  });

  it('has the account defaults: 30-day tokens, 15-minute codes, 5 / 20 sign-in failures per 15 minutes', () => {
    expect(loadEnv({})).toMatchObject({
      ACCOUNT_TOKEN_TTL: 30 * 86_400_000,
      ACCESS_CODE_TTL: 15 * 60_000,
      THROTTLE_WINDOW: 15 * 60_000,
      SIGN_IN_FAILURES_PER_EMAIL: 5,
      SIGN_IN_FAILURES_PER_IP: 20,
      TRUST_PROXY: false,
    });
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxies', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '' }).PORT).toBe(4000);
  });

  it('names every invalid setting', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).settings).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL']));
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});
