// Diacritic stripping shared by slugs and label-print text; keeps case and every non-letter character.

/**
 * Latin letters that Unicode does not decompose into base letter + combining mark, so NFD alone would
 * leave them in place. Upper-case forms are listed too because label text keeps its case.
 */
const undecomposableLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
};

const undecomposablePattern = new RegExp(`[${Object.keys(undecomposableLetters).join('')}]`, 'gu');
const combiningMarks = /\p{M}/gu;

/**
 * Removes diacritics from Latin letters ("Žluťoučký kůň" -> "Zlutoucky kun", "Straße" -> "Strasse").
 * Case, spaces, punctuation and letters of other scripts are kept as they are.
 */
export function stripDiacritics(input: string): string {
  return input
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(undecomposablePattern, (letter) => undecomposableLetters[letter] ?? letter);
}
