// Localized money text from integer minor units and a currency id of @repo/enums.
import { getCurrency } from '@repo/enums/currency';
import { numberFormat } from './intl-formats';
import { resolveLanguage } from './languages';

/** Minor units per major unit (spec section 9); the same for every currency the platform handles. */
export const MINOR_UNIT_DIVISOR = 100;

function formatterFor(language: string, isoCode: string): Intl.NumberFormat {
  return numberFormat(language, {
    style: 'currency',
    currency: isoCode,
    // Amounts always carry two minor digits here, even where ISO 4217 says otherwise (Intl shows RSD with none).
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * formatMoney(12345, 1, 'cs') === '123,45 Kč' (Intl puts a no-break space before the symbol).
 * Throws for an amount that is not a safe integer and, through getCurrency, for an unknown currency id.
 */
export function formatMoney(amountMinor: number, currencyId: number, language: string): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(
      `Invalid money amount ${String(amountMinor)}: expected a whole number of minor units, e.g. 12345 for 123.45`,
    );
  }
  const { isoChar } = getCurrency(currencyId);
  // Adding 0 turns -0 into 0, which Intl would otherwise print as "-0,00".
  return formatterFor(resolveLanguage(language), isoChar).format(amountMinor / MINOR_UNIT_DIVISOR + 0);
}
