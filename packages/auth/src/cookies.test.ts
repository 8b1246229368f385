// Tests of the Set-Cookie values and of reading one cookie from a Cookie header.
import { describe, expect, it } from 'vitest';
import { clearedSessionCookies, readCookie, serializeCookie, sessionCookies } from './cookies';
import { createSessionConfig } from './session-config';

const config = createSessionConfig({
  cookieName: 'tickets_session',
  password: 'x'.repeat(32),
  secure: false,
});

describe('session cookies', () => {
  it('makes an http-only Lax id cookie and a readable marker that live equally long', () => {
    const [id, marker] = sessionCookies(config, 'sealed-value', 3600);
    expect(id).toBe('tickets_session=sealed-value; Path=/; Max-Age=3600; SameSite=Lax; HttpOnly');
    expect(marker).toBe('tickets_session_marker=1; Path=/; Max-Age=3600; SameSite=Lax');
  });

  it('adds Secure when configured (production)', () => {
    const secure = createSessionConfig({ cookieName: 'hub_session', password: 'x'.repeat(32), secure: true });
    for (const cookie of sessionCookies(secure, 'v', 60)) expect(cookie).toMatch(/; Secure$/);
  });

  it('deletes both cookies with Max-Age=0 and a past expiry', () => {
    const cleared = clearedSessionCookies(config);
    expect(cleared).toHaveLength(2);
    expect(cleared[0]).toMatch(
      /^tickets_session=; Path=\/; Max-Age=0; SameSite=Lax; Expires=Thu, 01 Jan 1970/,
    );
    expect(cleared[1]).toMatch(/^tickets_session_marker=; .*Max-Age=0/);
    expect(cleared[1]).not.toContain('HttpOnly');
  });

  it('encodes values so separators cannot inject attributes', () => {
    expect(
      serializeCookie('a', 'x; Domain=evil', { maxAgeSeconds: 1, httpOnly: false, secure: false }),
    ).toMatch(/^a=x%3B%20Domain%3Devil; /);
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name among others', () => {
    const header = 'tickets_session_marker=1; tickets_session=abc%3D; other=2';
    expect(readCookie(header, 'tickets_session')).toBe('abc=');
    expect(readCookie(header, 'tickets_session_marker')).toBe('1');
    expect(readCookie(header, 'missing')).toBeNull();
  });

  it('treats an empty header and broken encoding as absent', () => {
    expect(readCookie('', 'a')).toBeNull();
    expect(readCookie(null, 'a')).toBeNull();
    expect(readCookie('a=%E0%A4%A', 'a')).toBeNull();
  });
});
