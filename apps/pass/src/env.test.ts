import { availableParallelism } from 'node:os';
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
      ACCESS_CODE_FAILURES_PER_EMAIL: 20,
      TRUST_PROXY: [],
    });
  });

  it('reads TRUST_PROXY as a list of proxy addresses, CIDRs and named ranges', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.7, 10.1.0.0/16,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.7',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that would believe any client about its address', () => {
    // "true" and hop counts let whoever connects directly name a new address per request.
    for (const value of ['true', '1', '2']) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must list the proxies/);
    }
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: "10.0.0.0\/33" has a bad prefix/,
    );
    expect(() => loadEnv({ TRUST_PROXY: 'storefront.internal' })).toThrow(
      /TRUST_PROXY: "storefront.internal" is not/,
    );
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

  it('takes the wallet settings all together or not at all, naming the missing ones', () => {
    try {
      loadEnv({
        APPLE_WALLET_PASS_TYPE_ID: 'pass.cz.example.tickets',
        GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).settings.sort()).toEqual([
        'APPLE_WALLET_CERT_FILE',
        'APPLE_WALLET_KEY_FILE',
        'APPLE_WALLET_TEAM_ID',
        'APPLE_WALLET_WWDR_FILE',
        'GOOGLE_WALLET_KEY_FILE',
      ]);
    }
    expect(loadEnv({}).APPLE_WALLET_PASS_TYPE_ID).toBeUndefined();
  });

  it('reads the register settings and the development switch', () => {
    const defaults = loadEnv({});
    expect(defaults.ARES_URL).toBe('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest');
    expect(defaults.ARES_TIMEOUT).toBe(5_000);
    expect(defaults.DEV_TOOLS).toBe(false);
    expect(loadEnv({ ARES_TIMEOUT: '250 ms', DEV_TOOLS: 'true' })).toMatchObject({
      ARES_TIMEOUT: 250,
      DEV_TOOLS: true,
    });
    expect(() => loadEnv({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS: must be true or false/);
    expect(() => loadEnv({ ARES_URL: 'ares' })).toThrow(/ARES_URL/);
    expect(() => loadEnv({ DEV_TOOLS: 'true', NODE_ENV: 'production' })).toThrow(
      /DEV_TOOLS: must not be on when NODE_ENV is production/,
    );
    expect(loadEnv({ DEV_TOOLS: 'false', NODE_ENV: 'production' }).DEV_TOOLS).toBe(false);
  });

  it('refuses to start on beta or production with a missing or development secret, naming each', () => {
    const realSecret = 'a-real-demo-gateway-secret-0123456789';
    const SECRETS_KEY = '9f'.repeat(32);
    for (const stage of ['beta', 'production']) {
      expect(() => loadEnv({ APP_STAGE: stage })).toThrow(
        new RegExp(`DEMO_GATEWAY_SECRET: is required on ${stage}`),
      );
      expect(() => loadEnv({ APP_STAGE: stage, DEMO_GATEWAY_SECRET: realSecret })).toThrow(
        new RegExp(`SECRETS_KEY: is required on ${stage}`),
      );
    }
    try {
      loadEnv({
        APP_STAGE: 'production',
        DEMO_GATEWAY_SECRET: 'development-only-demo-gateway-secret',
        OPERATOR_TOKEN: 'development-only-operator-token',
        BANK_IMPORT_TOKEN: 'development-only-bank-import-token',
        SECRETS_KEY: 'development-only-secrets-key',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).settings).toEqual([
        'DEMO_GATEWAY_SECRET',
        'SECRETS_KEY',
        'OPERATOR_TOKEN',
        'BANK_IMPORT_TOKEN',
      ]);
      expect((error as Error).message).toMatch(/DEMO_GATEWAY_SECRET: is a development value/);
    }
    expect(() =>
      loadEnv({ APP_STAGE: 'production', DEV_TOOLS: 'true', DEMO_GATEWAY_SECRET: realSecret, SECRETS_KEY }),
    ).toThrow(/DEV_TOOLS: must not be on production/);
    const production = loadEnv({
      APP_STAGE: 'production',
      DEMO_GATEWAY_SECRET: realSecret,
      OPERATOR_TOKEN: 'a-real-operator-token-0123456789',
      SECRETS_KEY,
    });
    expect(production).toMatchObject({
      APP_STAGE: 'production',
      DEMO_GATEWAY_SECRET: realSecret,
      SECRETS_KEY,
      SECRETS_KEY_SET: true,
    });
    expect(loadEnv({}).SECRETS_KEY_SET).toBe(false);
  });

  it('runs one pass process unless production has PostgreSQL and Redis, and refuses several without them', () => {
    expect(loadEnv({}).PASS_WORKERS).toBe(1);
    const shared = { DATABASE_URL: 'postgres://db/pass', REDIS_URL: 'redis://cache:6379' };
    expect(loadEnv(shared).PASS_WORKERS).toBe(1);
    expect(loadEnv({ ...shared, NODE_ENV: 'production' }).PASS_WORKERS).toBe(availableParallelism());
    expect(loadEnv({ DATABASE_URL: shared.DATABASE_URL, NODE_ENV: 'production' }).PASS_WORKERS).toBe(1);
    expect(loadEnv({ ...shared, PASS_WORKERS: '3' }).PASS_WORKERS).toBe(3);
    expect(() => loadEnv({ PASS_WORKERS: '2' })).toThrow(
      /PASS_WORKERS: above 1 needs DATABASE_URL.*PASS_WORKERS: above 1 needs REDIS_URL/,
    );
    expect(() => loadEnv({ DATABASE_URL: shared.DATABASE_URL, PASS_WORKERS: '2' })).toThrow(
      /PASS_WORKERS: above 1 needs REDIS_URL/,
    );
    expect(() => loadEnv({ PASS_WORKERS: '0' })).toThrow(/PASS_WORKERS: must be "auto" or a whole number/);
  });

  it('hashes passwords at the standard cost unless a local or test stage asks for the fast one', () => {
    const realSecret = 'a-real-demo-gateway-secret-0123456789';
    expect(loadEnv({}).PASSWORD_HASHING).toBe('standard');
    expect(loadEnv({ APP_STAGE: 'test', PASSWORD_HASHING: 'fast-for-tests' }).PASSWORD_HASHING).toBe(
      'fast-for-tests',
    );
    expect(() =>
      loadEnv({
        APP_STAGE: 'beta',
        DEMO_GATEWAY_SECRET: realSecret,
        SECRETS_KEY: '9f'.repeat(32),
        PASSWORD_HASHING: 'fast-for-tests',
      }),
    ).toThrow(/PASSWORD_HASHING: must be standard on beta/);
    expect(() => loadEnv({ NODE_ENV: 'production', PASSWORD_HASHING: 'fast-for-tests' })).toThrow(
      /PASSWORD_HASHING: must be standard when NODE_ENV is production/,
    );
    expect(() => loadEnv({ PASSWORD_HASHING: 'weak' })).toThrow(/must be standard or fast-for-tests/);
  });

  it('serves the demo gateway by default outside production only, and when enabled there', () => {
    const realSecret = 'a-real-demo-gateway-secret-0123456789';
    const SECRETS_KEY = '9f'.repeat(32);
    expect(loadEnv({})).toMatchObject({
      APP_STAGE: 'local',
      DEMO_GATEWAY: true,
      DEMO_GATEWAY_SECRET: 'development-only-demo-gateway-secret',
    });
    expect(loadEnv({ APP_STAGE: 'test' }).DEMO_GATEWAY).toBe(true);
    expect(loadEnv({ APP_STAGE: 'beta', DEMO_GATEWAY_SECRET: realSecret, SECRETS_KEY }).DEMO_GATEWAY).toBe(
      true,
    );
    expect(
      loadEnv({ APP_STAGE: 'production', DEMO_GATEWAY_SECRET: realSecret, SECRETS_KEY }).DEMO_GATEWAY,
    ).toBe(false);
    expect(
      loadEnv({
        APP_STAGE: 'production',
        DEMO_GATEWAY_SECRET: realSecret,
        SECRETS_KEY,
        DEMO_GATEWAY: 'enabled',
      }).DEMO_GATEWAY,
    ).toBe(true);
    expect(loadEnv({ DEMO_GATEWAY: 'disabled' }).DEMO_GATEWAY).toBe(false);
    expect(() => loadEnv({ DEMO_GATEWAY: 'on' })).toThrow(/DEMO_GATEWAY: must be enabled or disabled/);
  });
});
