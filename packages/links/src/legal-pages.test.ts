import { describe, expect, it } from 'vitest';
import { legalPageLink } from './legal-pages';

describe('legalPageLink', () => {
  it('has no segment for Czech and one for the other languages, and can be absolute', () => {
    expect(legalPageLink('terms')).toBe('/terms');
    expect(legalPageLink('privacy', { locale: 'cs' })).toBe('/privacy');
    expect(legalPageLink('privacy', { locale: 'de' })).toBe('/de/privacy');
    expect(legalPageLink('terms', { locale: 'sk', origin: 'https://vstupenky.example' })).toBe(
      'https://vstupenky.example/sk/terms',
    );
  });
});
