// Which X-Forwarded-For entry is the visitor, for each number of proxies in front of the app.
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address';

const headers = (forwardedFor?: string) =>
  new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor });

describe('clientAddressOf', () => {
  it('takes the address Next.js wrote when visitors reach the app directly', () => {
    expect(clientAddressOf(headers('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddressOf(headers('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddressOf(headers(), 0)).toBeNull();
  });

  it('takes the entry the trusted proxies appended, never what the visitor claimed left of it', () => {
    expect(clientAddressOf(headers('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddressOf(headers('6.6.6.6, 7.7.7.7, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientAddressOf(headers('2001:DB8::1'), 1)).toBe('2001:db8::1');
  });

  it('takes the farthest entry when a request came past fewer proxies than configured', () => {
    expect(clientAddressOf(headers('203.0.113.7'), 3)).toBe('203.0.113.7');
  });

  it('gives up on entries that are not addresses', () => {
    expect(clientAddressOf(headers('203.0.113.7:5123'), 1)).toBeNull();
    expect(clientAddressOf(headers('unknown'), 1)).toBeNull();
    expect(clientAddressOf(headers(' , '), 1)).toBeNull();
  });
});
