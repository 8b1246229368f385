// Tests for the storefront link builders: paths, locale segments, query parameters, origins and validation.
import { describe, expect, it } from 'vitest';
import { LinkParamError } from './link-param-error';
import type { StorefrontLocale } from './locale';
import type { StorefrontEnvironment } from './storefront-links';
import {
  demoCartLink,
  eventCartLink,
  homeLink,
  orderDetailLink,
  organizerLink,
  tourLink,
} from './storefront-links';

const event = { organizerSlug: 'colours-of-ostrava', eventSlug: 'cofo-2027' };
const eventId = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';
const orderId = '0b9e6a52-1c3d-4f5e-9a8b-7c6d5e4f3a21';

function paramOf(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    expect(error).toBeInstanceOf(LinkParamError);
    return (error as LinkParamError).param;
  }
  throw new Error('expected the builder to throw');
}

describe('eventCartLink', () => {
  it('builds the cart path without a locale segment for the default locale', () => {
    expect(eventCartLink(event)).toBe('/event/colours-of-ostrava/cofo-2027/cart');
    expect(eventCartLink(event, { locale: 'cs' })).toBe('/event/colours-of-ostrava/cofo-2027/cart');
  });

  it.each([
    ['sk', '/sk/event/colours-of-ostrava/cofo-2027/cart'],
    ['en', '/en/event/colours-of-ostrava/cofo-2027/cart'],
    ['de', '/de/event/colours-of-ostrava/cofo-2027/cart'],
  ] as const)('prefixes the %s segment', (locale, expected) => {
    expect(eventCartLink(event, { locale })).toBe(expected);
  });

  it('rejects an unsupported locale', () => {
    expect(paramOf(() => eventCartLink(event, { locale: 'fr' as StorefrontLocale }))).toBe('locale');
  });

  it('omits /cart in the local-development variant', () => {
    expect(eventCartLink(event, { environment: 'local' })).toBe('/event/colours-of-ostrava/cofo-2027');
    expect(eventCartLink(event, { environment: 'local', locale: 'en' })).toBe(
      '/en/event/colours-of-ostrava/cofo-2027',
    );
    expect(eventCartLink(event, { environment: 'deployed' })).toBe(
      '/event/colours-of-ostrava/cofo-2027/cart',
    );
  });

  it('rejects an unknown environment', () => {
    expect(paramOf(() => eventCartLink(event, { environment: 'staging' as StorefrontEnvironment }))).toBe(
      'environment',
    );
  });

  it('adds codes as a comma-separated list', () => {
    expect(eventCartLink({ ...event, codes: ['VIP2027', 'friends'] })).toBe(
      '/event/colours-of-ostrava/cofo-2027/cart?codes=VIP2027,friends',
    );
    expect(eventCartLink({ ...event, codes: ['A'] }, { environment: 'local', locale: 'sk' })).toBe(
      '/sk/event/colours-of-ostrava/cofo-2027?codes=A',
    );
  });

  it('leaves codes out when the list is empty', () => {
    expect(eventCartLink({ ...event, codes: [] })).toBe('/event/colours-of-ostrava/cofo-2027/cart');
  });

  it('URL-encodes each code', () => {
    expect(eventCartLink({ ...event, codes: ['a b', 'x&y=z', 'č'] })).toBe(
      '/event/colours-of-ostrava/cofo-2027/cart?codes=a%20b,x%26y%3Dz,%C4%8D',
    );
  });

  it.each([[['a,b']], [['']], [[' ']], [['ok', 3]], ['A,B']])('rejects codes %j', (codes) => {
    expect(paramOf(() => eventCartLink({ ...event, codes: codes as string[] }))).toBe('codes');
  });

  it('URL-encodes slugs', () => {
    expect(eventCartLink({ organizerSlug: 'a/b', eventSlug: 'c d?' })).toBe('/event/a%2Fb/c%20d%3F/cart');
  });

  it.each([
    [{ organizerSlug: '', eventSlug: 'x' }, 'organizerSlug'],
    [{ organizerSlug: '  ', eventSlug: 'x' }, 'organizerSlug'],
    [{ organizerSlug: 'x', eventSlug: '' }, 'eventSlug'],
    [{ organizerSlug: 'x', eventSlug: undefined }, 'eventSlug'],
    [{ organizerSlug: 7, eventSlug: 'x' }, 'organizerSlug'],
  ])('rejects %j naming %s', (input, param) => {
    expect(paramOf(() => eventCartLink(input as unknown as typeof event))).toBe(param);
  });

  it('is absolute when an origin is given', () => {
    expect(eventCartLink(event, { origin: 'https://tickets.example.cz', locale: 'de' })).toBe(
      'https://tickets.example.cz/de/event/colours-of-ostrava/cofo-2027/cart',
    );
    expect(eventCartLink(event, { origin: 'http://localhost:3000/' })).toBe(
      'http://localhost:3000/event/colours-of-ostrava/cofo-2027/cart',
    );
  });

  it.each([
    'tickets.example.cz',
    'ftp://tickets.example.cz',
    'https://tickets.example.cz/cs',
    'https://tickets.example.cz?x=1',
    'https://tickets.example.cz/#top',
    'https://user@tickets.example.cz',
    '',
    'not a url',
  ])('rejects origin %j', (origin) => {
    expect(paramOf(() => eventCartLink(event, { origin }))).toBe('origin');
  });
});

describe('demoCartLink', () => {
  it('carries the event id base64-encoded in secret', () => {
    const link = demoCartLink({ ...event, eventId });
    expect(link).toBe(
      `/event/colours-of-ostrava/cofo-2027/cart/demo?secret=${Buffer.from(eventId).toString('base64')}`,
    );
    const secret = new URL(link, 'https://x.cz').searchParams.get('secret');
    expect(Buffer.from(secret ?? '', 'base64').toString()).toBe(eventId);
  });

  it('takes a locale segment and an origin', () => {
    expect(demoCartLink({ ...event, eventId }, { locale: 'sk', origin: 'https://t.example.sk' })).toMatch(
      /^https:\/\/t\.example\.sk\/sk\/event\/colours-of-ostrava\/cofo-2027\/cart\/demo\?secret=/,
    );
  });

  it('keeps the event id exactly as given, whatever its case', () => {
    const id = 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF';
    const secret = new URL(demoCartLink({ ...event, eventId: id }), 'https://x.cz').searchParams.get(
      'secret',
    );
    expect(atob(secret ?? '')).toBe(id);
  });

  it.each(['', 'not-a-uuid', '3f2b8c1e4a5d4e6f8a7b9c0d1e2f3a4b', 42])('rejects eventId %j', (bad) => {
    expect(paramOf(() => demoCartLink({ ...event, eventId: bad as string }))).toBe('eventId');
  });
});

describe('orderDetailLink', () => {
  const order = { ...event, orderId };

  it('builds the order path with no query when both flags are false or absent', () => {
    const expected = `/event/colours-of-ostrava/cofo-2027/order/${orderId}`;
    expect(orderDetailLink(order)).toBe(expected);
    expect(orderDetailLink({ ...order, fromQueue: false, enforceMethod: false })).toBe(expected);
  });

  it('adds only the flags that are true', () => {
    const base = `/event/colours-of-ostrava/cofo-2027/order/${orderId}`;
    expect(orderDetailLink({ ...order, fromQueue: true })).toBe(`${base}?fromQueue=true`);
    expect(orderDetailLink({ ...order, enforceMethod: true })).toBe(`${base}?enforceMethod=true`);
    expect(orderDetailLink({ ...order, fromQueue: true, enforceMethod: true })).toBe(
      `${base}?fromQueue=true&enforceMethod=true`,
    );
  });

  it('is absolute when an origin is given', () => {
    expect(orderDetailLink(order, { origin: 'https://tickets.example.cz' })).toBe(
      `https://tickets.example.cz/event/colours-of-ostrava/cofo-2027/order/${orderId}`,
    );
  });

  it("opens in the buyer's language: a locale segment except for Czech", () => {
    expect(orderDetailLink(order, { locale: 'en', origin: 'https://tickets.example.cz' })).toBe(
      `https://tickets.example.cz/en/event/colours-of-ostrava/cofo-2027/order/${orderId}`,
    );
    expect(orderDetailLink(order, { locale: 'cs' })).toBe(
      `/event/colours-of-ostrava/cofo-2027/order/${orderId}`,
    );
  });

  it.each([
    [{ orderId: 'abc' }, 'orderId'],
    [{ orderId: '' }, 'orderId'],
    [{ orderId: 12 }, 'orderId'],
    [{ organizerSlug: '' }, 'organizerSlug'],
    [{ eventSlug: ' ' }, 'eventSlug'],
    [{ fromQueue: 'true' }, 'fromQueue'],
    [{ enforceMethod: 1 }, 'enforceMethod'],
  ])('rejects %j', (override, param) => {
    expect(paramOf(() => orderDetailLink({ ...order, ...override } as unknown as typeof order))).toBe(param);
  });
});

describe('tourLink', () => {
  it.each([
    [undefined, '/tour/letni-turne-2027'],
    ['cs', '/tour/letni-turne-2027'],
    ['sk', '/sk/tour/letni-turne-2027'],
    ['en', '/en/tour/letni-turne-2027'],
    ['de', '/de/tour/letni-turne-2027'],
  ] as const)('locale %s -> %s', (locale, expected) => {
    expect(tourLink({ eventGroupSlug: 'letni-turne-2027' }, { locale })).toBe(expected);
  });

  it('encodes the slug, takes an origin and validates', () => {
    expect(tourLink({ eventGroupSlug: 'a b' }, { origin: 'https://x.cz' })).toBe('https://x.cz/tour/a%20b');
    expect(paramOf(() => tourLink({ eventGroupSlug: '' }))).toBe('eventGroupSlug');
    expect(paramOf(() => tourLink({ eventGroupSlug: 'x' }, { locale: 'ru' as StorefrontLocale }))).toBe(
      'locale',
    );
  });
});

describe('organizerLink', () => {
  it.each([
    [undefined, '/organizer/rock-for-people'],
    ['cs', '/organizer/rock-for-people'],
    ['sk', '/sk/organizer/rock-for-people'],
    ['en', '/en/organizer/rock-for-people'],
    ['de', '/de/organizer/rock-for-people'],
  ] as const)('locale %s -> %s', (locale, expected) => {
    expect(organizerLink({ organizerSlug: 'rock-for-people' }, { locale })).toBe(expected);
  });

  it('encodes the slug, takes an origin and validates', () => {
    expect(organizerLink({ organizerSlug: 'č' }, { origin: 'https://x.cz' })).toBe(
      'https://x.cz/organizer/%C4%8D',
    );
    expect(paramOf(() => organizerLink({ organizerSlug: '\t' }))).toBe('organizerSlug');
  });
});

describe('homeLink', () => {
  it.each([
    [undefined, '/'],
    ['cs', '/'],
    ['sk', '/sk'],
    ['en', '/en'],
    ['de', '/de'],
  ] as const)('locale %s -> %s', (locale, expected) => {
    expect(homeLink({ locale })).toBe(expected);
  });

  it('is absolute when an origin is given', () => {
    expect(homeLink({ origin: 'https://tickets.example.cz' })).toBe('https://tickets.example.cz/');
    expect(homeLink({ origin: 'https://tickets.example.cz/', locale: 'en' })).toBe(
      'https://tickets.example.cz/en',
    );
  });

  it('rejects an unsupported locale', () => {
    expect(paramOf(() => homeLink({ locale: 'sv' as StorefrontLocale }))).toBe('locale');
  });
});
