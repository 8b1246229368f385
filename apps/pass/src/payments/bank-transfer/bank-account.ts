// The payee's account for payment QR codes: IBAN and optional BIC, checked with ibantools.
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { BankTransferFieldError } from './field-error';

/**
 * The IBAN in electronic format (`CZ6508000000192000145399`): spaces removed, letters upper-cased,
 * country format and ISO 7064 check digits verified. An organizer may have typed it with spaces; the QR
 * code must carry it without, because bank apps compare it character by character.
 */
export function normalizeIban(iban: string, field = 'iban'): string {
  const electronic = electronicFormatIBAN(iban);
  if (electronic === null || electronic === '' || !isValidIBAN(electronic)) {
    throw new BankTransferFieldError(field, `"${iban}" is not a valid IBAN (country format or check digits)`);
  }
  return electronic;
}

/** The BIC (SWIFT code) upper-cased and without spaces, 8 or 11 characters with a valid country. */
export function normalizeBic(bic: string, field = 'bic'): string {
  const compact = bic.replace(/\s/g, '').toUpperCase();
  if (!isValidBIC(compact)) {
    throw new BankTransferFieldError(field, `"${bic}" is not a valid BIC`);
  }
  return compact;
}
