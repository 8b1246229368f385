import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/domain-error';
import { domainErrorOf } from './function-errors';

const refusal = (code: string, detail: string) => Object.assign(new Error(code), { code: 'PD001', detail });

describe('domainErrorOf', () => {
  it('turns a PD001 refusal into the DomainError it names, with its details and text', () => {
    const error = domainErrorOf(refusal('INSUFFICIENT_CREDIT', '{"balance":5000,"missing":6000}'), {
      INSUFFICIENT_CREDIT: 'The chip does not hold enough credit',
    });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_CREDIT',
      message: 'The chip does not hold enough credit',
      details: { balance: 5000, missing: 6000 },
    });
  });

  it("takes the refusal's own text over the default, and finds it under drizzle's wrapper", () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: refusal('CHIP_NOT_FOUND', '{"message":"No chip ABC"}'),
    });
    expect(domainErrorOf(wrapped, {})).toMatchObject({
      code: 'CHIP_NOT_FOUND',
      message: 'No chip ABC',
      details: {},
    });
  });

  it('leaves any other error as it is', () => {
    const other = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(domainErrorOf(other, {})).toBe(other);
    expect(domainErrorOf('text', {})).toBe('text');
  });
});
