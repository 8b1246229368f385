import { describe, expect, it } from 'vitest';
import { catalogueErrorKey } from './catalogue-error-text';

const apiError = (name: string, status: number) => Object.assign(new Error(name), { name, status });

describe('catalogue error texts', () => {
  it('explain the catalogue rules, and fall back to the hub texts for the rest', () => {
    expect(catalogueErrorKey(apiError('below_sold', 409))).toBe('main::hubPages.catalogue.errors.belowSold');
    expect(catalogueErrorKey(apiError('forbidden', 403))).toBe('main::hubPages.errors.forbidden');
    expect(catalogueErrorKey('odd')).toBe('main::hubPages.errors.generic');
  });
});
