// Tests for partner-brand links: https origins, http for loopback hosts, and refused host names and paths.
import { describe, expect, it } from 'vitest';
import { brandOrigin, brandUrl } from './brand-links';
import { LinkParamError } from './link-param-error';
import { eventCartLink } from './storefront-links';

const brand = { hostname: 'vstupenky.example-festival.cz' };

function paramOf(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    expect(error).toBeInstanceOf(LinkParamError);
    return (error as LinkParamError).param;
  }
  throw new Error('expected the builder to throw');
}

describe('brandOrigin', () => {
  it('uses https for public hosts', () => {
    expect(brandOrigin(brand)).toBe('https://vstupenky.example-festival.cz');
  });

  it('lower-cases the host name', () => {
    expect(brandOrigin({ hostname: 'Vstupenky.Example.SK' })).toBe('https://vstupenky.example.sk');
  });

  it.each([
    ['localhost', 'http://localhost'],
    ['localhost:3001', 'http://localhost:3001'],
    ['brand.localhost:3000', 'http://brand.localhost:3000'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['tickets.example.cz:8443', 'https://tickets.example.cz:8443'],
  ])('%s -> %s', (hostname, origin) => {
    expect(brandOrigin({ hostname })).toBe(origin);
  });

  it.each([
    '',
    '   ',
    'https://vstupenky.example.cz',
    'vstupenky.example.cz/cs',
    'vstupenky.example.cz?x=1',
    'user@vstupenky.example.cz',
    'bad host.cz',
    'vstupenky.example.cz:99999',
  ])('rejects hostname %j', (hostname) => {
    expect(paramOf(() => brandOrigin({ hostname }))).toBe('hostname');
  });

  it('rejects a non-string hostname', () => {
    expect(paramOf(() => brandOrigin({ hostname: undefined as unknown as string }))).toBe('hostname');
  });
});

describe('brandUrl', () => {
  it('joins the origin and a root-relative path', () => {
    expect(brandUrl(brand, '/tour/letni-turne')).toBe(
      'https://vstupenky.example-festival.cz/tour/letni-turne',
    );
    expect(brandUrl(brand, '/')).toBe('https://vstupenky.example-festival.cz/');
    expect(brandUrl({ hostname: 'localhost:3000' }, '/sk')).toBe('http://localhost:3000/sk');
  });

  it('composes with the storefront builders', () => {
    const path = eventCartLink(
      { organizerSlug: 'fest', eventSlug: 'day-1', codes: ['A', 'B'] },
      { locale: 'en' },
    );
    expect(brandUrl(brand, path)).toBe(
      'https://vstupenky.example-festival.cz/en/event/fest/day-1/cart?codes=A,B',
    );
  });

  it.each(['', 'tour/x', '//evil.example.com/x', 'https://evil.example.com/'])('rejects path %j', (path) => {
    expect(paramOf(() => brandUrl(brand, path))).toBe('path');
  });

  it('checks the host name before the path', () => {
    expect(paramOf(() => brandUrl({ hostname: '' }, '/x'))).toBe('hostname');
  });
});
