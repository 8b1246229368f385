// Tests of the shared settings: blank values, stage rules, URL checks and the error that names every variable.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appEnvShape, appStages, isDeployedStage, parseEnv, setting } from './app-env';

const schema = z.object({ ...appEnvShape, LIMIT: setting(z.coerce.number().int().default(30)) });

describe('parseEnv with appEnvShape', () => {
  it('runs on defaults and treats blank variables as unset', () => {
    expect(parseEnv('test', schema, {})).toEqual({
      PASS_API_URL: 'http://localhost:4000',
      APP_STAGE: 'local',
      LIMIT: 30,
    });
    expect(parseEnv('test', schema, { PASS_API_URL: '  ', APP_STAGE: '', LIMIT: '' })).toMatchObject({
      PASS_API_URL: 'http://localhost:4000',
      APP_STAGE: 'local',
    });
  });

  it('names every invalid variable with the app it belongs to', () => {
    expect(() =>
      parseEnv('storefront', schema, { PASS_API_URL: 'ftp://pass', APP_STAGE: 'staging', LIMIT: 'x' }),
    ).toThrow(
      /^Invalid storefront settings: PASS_API_URL: must be an absolute http\(s\) URL; APP_STAGE: .+; LIMIT: /,
    );
  });
});

describe('isDeployedStage', () => {
  it('is true on beta and production only', () => {
    expect(appStages.filter(isDeployedStage)).toEqual(['beta', 'production']);
  });
});
