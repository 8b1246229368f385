// IBAN check digits (ISO 13616, mod 97) and Czech/Slovak account numbers, so demo bank accounts look real.

const ACCOUNT_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];

/** Remainder of a long decimal string divided by 97, computed piecewise so it never leaves safe integers. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  }
  return remainder;
}

/** Letters become 10-35 (A-Z), as ISO 7064 MOD 97-10 wants. */
function toDigits(value: string): string {
  return value.toUpperCase().replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}

/** The two check digits of an IBAN of this country and BBAN. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const remainder = mod97(toDigits(`${bban}${countryCode}00`));
  return String(98 - remainder).padStart(2, '0');
}

/** Whether an IBAN (spaces allowed) has a correct mod-97 checksum. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return mod97(toDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1;
}

function weightedSumMod11(digits: string, weights: number[]): number {
  const padded = digits.padStart(weights.length, '0');
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight * Number(padded[index]);
  });
  return sum % 11;
}

/**
 * Czech and Slovak domestic account numbers: the prefix (up to 6 digits) and the number (up to 10) each
 * have a weighted mod-11 check (Czech National Bank decree 169/2011, used by Slovak banks alike).
 */
export function isValidDomesticAccount(prefix: string, account: string): boolean {
  return (
    /^\d{0,6}$/.test(prefix) &&
    /^\d{2,10}$/.test(account) &&
    weightedSumMod11(prefix, PREFIX_WEIGHTS) === 0 &&
    weightedSumMod11(account, ACCOUNT_WEIGHTS) === 0
  );
}

/**
 * IBAN of a Czech (CZ) or Slovak (SK) account, `CZkk BBBB PPPP PPNN NNNN NNNN`, grouped by four.
 * Throws on an account number that fails its own check, so a typo in the demo data fails loudly.
 */
export function domesticIban(
  countryCode: 'CZ' | 'SK',
  bankCode: string,
  prefix: string,
  account: string,
): string {
  if (!/^\d{4}$/.test(bankCode) || !isValidDomesticAccount(prefix, account)) {
    throw new Error(`Invalid ${countryCode} account ${prefix}-${account}/${bankCode}`);
  }
  const bban = `${bankCode}${prefix.padStart(6, '0')}${account.padStart(10, '0')}`;
  const iban = `${countryCode}${ibanCheckDigits(countryCode, bban)}${bban}`;
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
