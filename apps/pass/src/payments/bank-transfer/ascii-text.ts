// Folding free text to ASCII for payment QR codes, because many bank apps garble accented letters.

/** Letters that Unicode decomposition does not reduce to ASCII, and typography bank apps choke on. */
const ASCII_REPLACEMENTS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ı: 'i',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
};

/**
 * Text folded to ASCII where it has an ASCII form: accents removed (NFD, then combining marks dropped),
 * a few letters and typographic signs replaced, whitespace runs (line breaks, tabs, no-break spaces)
 * collapsed into one space and trimmed.
 */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (char) => ASCII_REPLACEMENTS[char] ?? char)
    .replace(/\s+/g, ' ')
    .trim();
}
