// The catalogue-change notice's secret check: only the exact bearer secret passes.
import { describe, expect, it } from 'vitest';
import { revalidationAuthorized } from './revalidation-secret';

describe('revalidationAuthorized', () => {
  const secret = 'a-shared-secret-of-32-characters';

  it('accepts the bearer secret', () => {
    expect(revalidationAuthorized(`Bearer ${secret}`, secret)).toBe(true);
  });

  it('refuses a missing header, another scheme, another or a longer secret', () => {
    expect(revalidationAuthorized(null, secret)).toBe(false);
    expect(revalidationAuthorized(secret, secret)).toBe(false);
    expect(revalidationAuthorized(`Basic ${secret}`, secret)).toBe(false);
    expect(revalidationAuthorized('Bearer another-secret-of-32-characters', secret)).toBe(false);
    expect(revalidationAuthorized(`Bearer ${secret}x`, secret)).toBe(false);
  });
});
