// Tests for the zod 4 error map with real schemas parsing bad input.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from './create-i18n';
import { createZodErrorMap, zodErrorMap } from './zod-error-map';

const signUpForm = z.object({
  email: z.email(),
  eventId: z.uuid(),
  name: z.string().min(3),
  note: z.string().min(1),
  city: z.string().min(5),
  age: z.number(),
});

const badInput = { email: 'not-an-email', eventId: '123', name: 'Jo', note: '', city: 'Brno', age: 'old' };

function messagesByField(result: { success: boolean; error?: z.ZodError }): Record<string, string> {
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('createZodErrorMap', () => {
  afterEach(() => {
    z.config({ customError: undefined });
  });

  it('gives Czech messages for a form parsed with a per-parse error map', () => {
    const error = createZodErrorMap(createI18n({ lng: 'cs' }).t);
    expect(messagesByField(signUpForm.safeParse(badInput, { error }))).toEqual({
      email: 'Neplatná e-mailová adresa',
      eventId: 'Neplatné UUID',
      name: 'Zadejte alespoň 3 znaky',
      note: 'Zadejte alespoň 1 znak',
      city: 'Zadejte alespoň 5 znaků',
      age: 'Neplatná hodnota',
    });
  });

  it('gives English messages', () => {
    const error = createZodErrorMap(createI18n({ lng: 'en' }).t);
    expect(messagesByField(signUpForm.safeParse(badInput, { error }))).toEqual({
      email: 'Invalid email',
      eventId: 'Invalid UUID',
      name: 'Enter at least 3 characters',
      note: 'Enter at least 1 character',
      city: 'Enter at least 5 characters',
      age: 'Invalid input',
    });
  });

  it('says Required for missing values, in every language', () => {
    const expected = { cs: 'Povinné pole', sk: 'Povinné pole', en: 'Required', de: 'Pflichtfeld' };
    for (const [lng, message] of Object.entries(expected)) {
      const error = createZodErrorMap(createI18n({ lng }).t);
      const messages = messagesByField(signUpForm.safeParse({}, { error }));
      expect(Object.keys(messages).sort()).toEqual(['age', 'city', 'email', 'eventId', 'name', 'note']);
      for (const text of Object.values(messages)) expect(text).toBe(message);
    }
  });

  it('says Invalid input, not Required, for null or a wrong type', () => {
    const error = createZodErrorMap(createI18n({ lng: 'en' }).t);
    expect(z.string().safeParse(null, { error }).error?.issues[0]?.message).toBe('Invalid input');
    expect(z.string().safeParse(42, { error }).error?.issues[0]?.message).toBe('Invalid input');
  });

  it('works as the global error map through z.config', () => {
    z.config({ customError: createZodErrorMap(createI18n({ lng: 'de' }).t) });
    expect(messagesByField(signUpForm.safeParse({ ...badInput, age: undefined }))).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      eventId: 'Ungültige UUID',
      name: 'Geben Sie mindestens 3 Zeichen ein',
      note: 'Geben Sie mindestens 1 Zeichen ein',
      city: 'Geben Sie mindestens 5 Zeichen ein',
      age: 'Pflichtfeld',
    });
  });

  it('uses the Slovak plural forms for the minimum length', () => {
    const error = createZodErrorMap(createI18n({ lng: 'sk' }).t);
    const message = (min: number) => z.string().min(min).safeParse('', { error }).error?.issues[0]?.message;
    expect([message(1), message(2), message(5)]).toEqual([
      'Zadajte aspoň 1 znak',
      'Zadajte aspoň 2 znaky',
      'Zadajte aspoň 5 znakov',
    ]);
  });

  it('covers z.string().email(), z.string().uuid() and z.guid() too', () => {
    const error = createZodErrorMap(createI18n({ lng: 'cs' }).t);
    expect(z.string().email().safeParse('x', { error }).error?.issues[0]?.message).toBe(
      'Neplatná e-mailová adresa',
    );
    expect(z.string().uuid().safeParse('x', { error }).error?.issues[0]?.message).toBe('Neplatné UUID');
    expect(z.guid().safeParse('x', { error }).error?.issues[0]?.message).toBe('Neplatné UUID');
  });

  it('falls back to Invalid input for every other issue', () => {
    const error = createZodErrorMap(createI18n({ lng: 'en' }).t);
    const firstMessage = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value, { error }).error?.issues[0]?.message;
    expect(firstMessage(z.string().length(5), 'abc')).toBe('Invalid input');
    expect(firstMessage(z.number().min(10), 3)).toBe('Invalid input');
    expect(firstMessage(z.string().max(2), 'abc')).toBe('Invalid input');
    expect(firstMessage(z.url(), 'nope')).toBe('Invalid input');
    expect(firstMessage(z.enum(['a', 'b']), 'c')).toBe('Invalid input');
    expect(
      firstMessage(
        z.string().refine((value) => value === 'ok'),
        'no',
      ),
    ).toBe('Invalid input');
  });

  it('leaves messages written on a schema alone', () => {
    const error = createZodErrorMap(createI18n({ lng: 'en' }).t);
    expect(z.string().min(3, 'Too short, friend').safeParse('a', { error }).error?.issues[0]?.message).toBe(
      'Too short, friend',
    );
  });

  it('accepts a fixed t', () => {
    const error = createZodErrorMap(createI18n().getFixedT('de'));
    expect(z.email().safeParse('x', { error }).error?.issues[0]?.message).toBe('Ungültige E-Mail-Adresse');
  });
});

describe('zodErrorMap', () => {
  it('builds the map for a language and caches it', () => {
    expect(z.email().safeParse('x', { error: zodErrorMap('sk') }).error?.issues[0]?.message).toBe(
      'Neplatná e-mailová adresa',
    );
    expect(z.email().safeParse('x', { error: zodErrorMap('en') }).error?.issues[0]?.message).toBe(
      'Invalid email',
    );
    expect(zodErrorMap('en')).toBe(zodErrorMap('en-GB'));
  });

  it('uses Czech for unsupported languages', () => {
    expect(zodErrorMap('fr')).toBe(zodErrorMap('cs'));
    expect(z.string().safeParse(undefined, { error: zodErrorMap('fr') }).error?.issues[0]?.message).toBe(
      'Povinné pole',
    );
  });
});
