// Czech/Slovak company ids (IČO, mod-11 check digit) and Slovak tax ids (DIČ, divisible by 11) for the demo organizers.

const COMPANY_ID_WEIGHTS = [8, 7, 6, 5, 4, 3, 2];

/** The check digit of an IČO from its first seven digits (the same rule in both countries). */
function companyIdCheckDigit(first7: string): number {
  let sum = 0;
  COMPANY_ID_WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(first7[index]);
  });
  return (11 - (sum % 11)) % 10;
}

/** A complete eight-digit IČO from its first seven digits. */
export function companyId(first7: string): string {
  if (!/^\d{7}$/.test(first7)) throw new Error(`An IČO starts with seven digits, got "${first7}"`);
  return `${first7}${companyIdCheckDigit(first7)}`;
}

export function isValidCompanyId(value: string): boolean {
  return /^\d{8}$/.test(value) && companyIdCheckDigit(value.slice(0, 7)) === Number(value[7]);
}

/** A ten-digit Slovak DIČ of a legal entity from its first nine digits: the whole number is divisible by 11. */
export function slovakTaxId(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new Error(`A Slovak DIČ starts with nine digits, got "${first9}"`);
  const last = (11 - ((Number(first9) * 10) % 11)) % 11;
  if (last === 10) throw new Error(`No check digit makes ${first9}x divisible by 11; pick other digits`);
  return `${first9}${last}`;
}
