import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('writes objects with their keys sorted, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('gives the same text for the same value in any key order', () => {
    const one = { email: 'a@b.cz', tickets: [{ quantity: 2, ticketTypeId: 't' }], billing: null };
    const two = { billing: null, tickets: [{ ticketTypeId: 't', quantity: 2 }], email: 'a@b.cz' };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it('keeps array order and leaves out undefined members as JSON does', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(canonicalJson([undefined])).toBe('[null]');
    expect(canonicalJson('č"')).toBe(JSON.stringify('č"'));
  });
});
