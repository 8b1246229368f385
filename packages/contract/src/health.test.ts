import { describe, expect, it } from 'vitest';
import { healthResponse, rootResponse } from './health';

describe('health contract', () => {
  it('accepts a healthy body', () => {
    expect(healthResponse.parse({ errorText: 'OK', status: 'ok', uptimeSeconds: 3.2 })).toBeTruthy();
  });

  it('rejects a body that is not OK', () => {
    expect(
      healthResponse.safeParse({ errorText: 'ERROR_DOWN', status: 'ok', uptimeSeconds: 1 }).success,
    ).toBe(false);
    expect(healthResponse.safeParse({ errorText: 'OK', status: 'ok', uptimeSeconds: -1 }).success).toBe(
      false,
    );
  });

  it('requires a name and version at the root', () => {
    expect(rootResponse.safeParse({ errorText: 'OK', name: '', version: '1.0.0' }).success).toBe(false);
    expect(rootResponse.parse({ errorText: 'OK', name: 'pass', version: '0.1.0' }).name).toBe('pass');
  });
});
