// Czech company id (IČO): normalisation and the mod-11 check digit, shared by the contract, server and forms.

/** Result of checking an IČO: the canonical 8-digit form, or why the input is not one. */
export type IcoCheck = { ok: true; ico: string } | { ok: false; reason: string };

/** Weights of the first seven digits, left to right. */
const weights = [8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit of the first seven digits: (11 - sum mod 11) mod 10, so a remainder of 0 gives 1 and a
 * remainder of 1 gives 0 (the register's published rule).
 */
export function icoCheckDigit(firstSeven: string): number {
  let sum = 0;
  for (const [index, weight] of weights.entries()) sum += Number(firstSeven[index]) * weight;
  return (11 - (sum % 11)) % 10;
}

/**
 * Checks an IČO as a person types it. Spaces are ignored ("270 82 440"). Up to 8 digits are accepted and
 * padded with leading zeros, because older ids are often written without them (the Ministry of Finance's
 * 00006947 appears as "6947"); the register itself always uses 8 digits. The last digit must be the
 * mod-11 check digit.
 */
export function checkIco(input: string): IcoCheck {
  const compact = input.replace(/\s+/g, '');
  if (!/^\d{1,8}$/.test(compact)) {
    return { ok: false, reason: 'IČO must be 1 to 8 digits (e.g. 27082440)' };
  }
  const ico = compact.padStart(8, '0');
  const expected = icoCheckDigit(ico.slice(0, 7));
  if (Number(ico[7]) !== expected) {
    return { ok: false, reason: `IČO ${ico} is not valid: its check digit (the last one) does not match` };
  }
  return { ok: true, ico };
}
