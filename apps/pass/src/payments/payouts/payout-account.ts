// The account a refund goes back to, read from what the statement said the money came from: a Czech domestic
// number (`19-2000145399/0800`) or an IBAN, optionally followed by a BIC.
import { composeIBAN, electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';

export interface DomesticAccount {
  /** Up to 6 digits, '' when the account has none. */
  prefix: string;
  /** 2 to 10 digits. */
  number: string;
  /** The 4-digit Czech bank code. */
  bankCode: string;
}

export interface PayoutAccount {
  /** The account in IBAN form (a Czech number is converted), electronic format. */
  iban: string;
  bic: string | null;
  /** Set for Czech accounts: what the Czech domestic batch (ABO) carries. */
  domestic: DomesticAccount | null;
}

function domesticFromCzechIban(iban: string): DomesticAccount {
  // CZkk BBBB PPPPPP NNNNNNNNNN: bank code, prefix and number, zero-padded.
  return {
    bankCode: iban.slice(4, 8),
    prefix: iban.slice(8, 14).replace(/^0+/, ''),
    number: iban.slice(14).replace(/^0+/, ''),
  };
}

/** The account, or null when the text is none of the forms or fails its check digits. */
export function parsePayoutAccount(text: string | null | undefined): PayoutAccount | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const czech = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(value.replace(/\s/g, ''));
  if (czech) {
    const [, prefix = '', number = '', bankCode = ''] = czech;
    const iban = composeIBAN({
      countryCode: 'CZ',
      bban: `${bankCode}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`,
    });
    // ibantools checks the Czech weighted mod-11 sums of prefix and number as part of the BBAN.
    if (!iban || !isValidIBAN(iban)) return null;
    return {
      iban,
      bic: null,
      domestic: { prefix: prefix.replace(/^0+/, ''), number: number.replace(/^0+/, ''), bankCode },
    };
  }
  // "IBAN", "IBAN BIC" or "IBAN / BIC": the IBAN may be written in groups of four.
  const match =
    /^([A-Za-z]{2}\d{2}[A-Za-z0-9 ]+?)(?:\s*[/,;]?\s*([A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?))?$/.exec(
      value,
    );
  if (!match) return null;
  const iban = electronicFormatIBAN(match[1]);
  if (!iban || !isValidIBAN(iban)) return null;
  const bic = match[2] ? match[2].toUpperCase() : null;
  if (bic && !isValidBIC(bic)) return null;
  return { iban, bic, domestic: iban.startsWith('CZ') ? domesticFromCzechIban(iban) : null };
}

/** Whether a payout in the currency can go to the account: CZK by Czech domestic batch, EUR by SEPA. */
export function usableFor(account: PayoutAccount | null, isoCurrency: string): boolean {
  if (!account) return false;
  if (isoCurrency === 'CZK') return account.domestic !== null;
  if (isoCurrency === 'EUR') return isSEPACountry(account.iban.slice(0, 2));
  return false;
}

/** The batch formats the platform writes, by ISO currency. */
export function payoutFormatFor(isoCurrency: string): 'abo-kpc' | 'pain.001.001.03' | null {
  if (isoCurrency === 'CZK') return 'abo-kpc';
  if (isoCurrency === 'EUR') return 'pain.001.001.03';
  return null;
}
