// URL slugs for organizers, events and tours (spec section 5), restricted to [a-z0-9-] so they never need encoding.
import { stripDiacritics } from './transliterate';

/** Characters the spec names as word separators: whitespace, underscore, parentheses, ?, ! and /. */
const separators = /[\s_()?!/]+/gu;
const notSlugCharacters = /[^a-z0-9-]+/g;
const hyphenRuns = /-{2,}/g;
const edgeHyphens = /^-+|-+$/g;

/**
 * Turns any text into a URL slug.
 *
 * - Non-string or empty input gives `''`.
 * - Text is lower-cased and diacritics are stripped (`stripDiacritics`), so "Příliš žluťoučký" -> "prilis-zlutoucky".
 * - Whitespace, `_`, `(`, `)`, `?`, `!` and `/` become hyphens.
 * - Every other character that is not `[a-z0-9-]` after that is dropped without a hyphen
 *   ("Rock & Roll" -> "rock-roll", "Rock'n'Roll" -> "rocknroll", "v1.2" -> "v12"); this includes
 *   emoji and letters of non-Latin scripts, so "Москва" gives `''`.
 * - Runs of hyphens collapse into one, and hyphens at either end are trimmed.
 */
export function slugify(input: unknown): string {
  if (typeof input !== 'string') return '';
  // Lower-case first: some capitals (e.g. "İ") lower-case into a letter plus a combining mark that
  // stripDiacritics then removes.
  return stripDiacritics(input.toLowerCase())
    .toLowerCase()
    .replace(separators, '-')
    .replace(notSlugCharacters, '')
    .replace(hyphenRuns, '-')
    .replace(edgeHyphens, '');
}
