// The headers of a forwarded pass call: the visitor's own X-Forwarded-For never reaches the pass.
import { describe, expect, it } from 'vitest';
import { passRequestHeaders } from './pass-forwarding';

describe('passRequestHeaders', () => {
  it('replaces the chain with the address the trusted proxy appended and keeps the other headers', () => {
    const incoming = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-language-id': '2' });
    const headers = passRequestHeaders(incoming, 1, 'platform');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(headers.get('x-language-id')).toBe('2');
    expect(incoming.get('x-forwarded-for')).toBe('6.6.6.6, 203.0.113.7');
  });

  it('drops a header that names no address instead of passing it on', () => {
    expect(
      passRequestHeaders(new Headers({ 'x-forwarded-for': 'spoofed' }), 0, 'platform').has('x-forwarded-for'),
    ).toBe(false);
  });

  it("names the brand the host resolved to, whatever the visitor's own header said", () => {
    const incoming = new Headers({ 'x-storefront-brand': 'nanabrezi' });
    expect(passRequestHeaders(incoming, 0, 'bratislavalive').get('x-storefront-brand')).toBe(
      'bratislavalive',
    );
  });
});
