// Which tax document a sale gets: none (seller not a VAT payer), simplified, or full, by the seller country's law.
import { country, currency } from '@repo/enums';
import type { ReceiptDocumentKind } from './receipt-schema';

export interface SimplifiedDocumentLimit {
  countryId: number;
  currencyId: number;
  /** The highest total, VAT included, in minor units, a simplified document may carry. */
  maxTotal: number;
  law: string;
}

/**
 * Czech Republic: § 30a zákona 235/2004 Sb. allows a simplified tax document up to 10 000 Kč in total.
 * Slovakia: § 74 ods. 3 zákona 222/2004 Z. z. as in force from 1 January 2025: písm. a) a document of at most
 * 100 EUR; písm. b) a receipt of the eKasa cash register up to 400 EUR (until 2024: 1 000 EUR in cash, 1 600 EUR
 * by card). Orders paid online are not eKasa sales, so 100 EUR applies here.
 */
export const simplifiedDocumentLimits: readonly SimplifiedDocumentLimit[] = [
  {
    countryId: country.ids.czechRepublic,
    currencyId: currency.ids.czk,
    maxTotal: 1_000_000,
    law: '§ 30a zákona č. 235/2004 Sb.',
  },
  {
    countryId: country.ids.slovakia,
    currencyId: currency.ids.eur,
    maxTotal: 10_000,
    law: '§ 74 ods. 3 písm. a) zákona č. 222/2004 Z. z.',
  },
];

/**
 * plain when the seller has no VAT id; full when the buyer gave a company id (IČO) or VAT id, when the total is
 * above the seller country's limit, or when there is no limit to compare with (a country without a rule here,
 * or a sale in another currency than the limit's: no exchange rate is guessed); simplified otherwise.
 */
export function taxDocumentKind(input: {
  sellerVatId: string | null;
  sellerCountryId: number;
  currencyId: number;
  total: number;
  buyerCompanyId?: string | null;
  buyerVatId?: string | null;
}): ReceiptDocumentKind {
  const given = (value: string | null | undefined) =>
    value !== null && value !== undefined && value.trim() !== '';
  if (!given(input.sellerVatId)) return 'plain';
  if (given(input.buyerCompanyId) || given(input.buyerVatId)) return 'full';
  const limit = simplifiedDocumentLimits.find((candidate) => candidate.countryId === input.sellerCountryId);
  if (!limit || limit.currencyId !== input.currencyId) return 'full';
  return input.total <= limit.maxTotal ? 'simplified' : 'full';
}
