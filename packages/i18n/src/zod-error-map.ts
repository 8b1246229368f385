// Translated generic validation messages (spec section 5) as a zod 4 error map for forms.
import type { core } from 'zod';
import { createI18n } from './create-i18n';
import { resolveLanguage } from './languages';
import type { SupportedLanguage } from './languages';

/**
 * The part of i18next's `t` the error map needs; `i18n.t` and `i18n.getFixedT(lng)` both fit.
 * `options` is required because i18next's TFunction type is not assignable to a signature where it is optional.
 */
export type Translate = (key: string, options: { count?: number }) => string;

/**
 * Builds an error map for `z.config({ customError })` or a single parse (`schema.parse(value, { error })`).
 * Messages set on a schema itself still win, as zod gives them precedence over these maps.
 */
export function createZodErrorMap(t: Translate): core.$ZodErrorMap {
  const message = (key: string, options: { count?: number } = {}): string =>
    t(`main::validation.${key}`, options);
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        // zod 4 reports a missing value as a type mismatch against undefined.
        return message(issue.input === undefined ? 'required' : 'invalidInput');
      case 'invalid_format':
        if (issue.format === 'email') return message('invalidEmail');
        // z.guid() accepts any UUID-shaped string; to a user it is the same kind of value.
        if (issue.format === 'uuid' || issue.format === 'guid') return message('invalidUuid');
        break;
      case 'too_small':
        // An exact length (z.string().length(n)) is not a minimum, so "at least n" would mislead.
        if (issue.origin === 'string' && issue.exact !== true) {
          return message('minLength', { count: Number(issue.minimum) });
        }
        break;
    }
    return message('invalidInput');
  };
}

const sharedMaps = new Map<SupportedLanguage, core.$ZodErrorMap>();

/** Error map for a language, for callers that have no i18next instance at hand. Cached per language. */
export function zodErrorMap(language: string): core.$ZodErrorMap {
  const lng = resolveLanguage(language);
  let map = sharedMaps.get(lng);
  if (!map) {
    map = createZodErrorMap(createI18n({ lng }).t);
    sharedMaps.set(lng, map);
  }
  return map;
}
