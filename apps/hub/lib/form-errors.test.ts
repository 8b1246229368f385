import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueFields, serverFields } from './form-errors';

describe('issueFields', () => {
  it('names each field with an issue by its dotted path', () => {
    const schema = z.object({ iban: z.string().min(5), name: z.object({ cs: z.string().min(1) }) });
    const result = schema.safeParse({ iban: 'x', name: { cs: '' } });
    expect(result.success ? {} : issueFields(result.error.issues)).toEqual({ iban: true, 'name.cs': true });
  });
});

describe('serverFields', () => {
  it('reads the fields of an invalid-input message and the field of a domain error', () => {
    const invalid = new Error('body.iban: must be a valid IBAN; body.name.cs: must not be empty');
    expect(serverFields(invalid)).toEqual({ iban: true, 'name.cs': true });
    const taken = Object.assign(new Error('taken'), { body: { field: 'slug' } });
    expect(serverFields(taken)).toEqual({ slug: true });
    expect(serverFields('nope')).toEqual({});
  });
});
