// ARES company lookup on the client side: turning a found company into the account's billing info fields.
import type { Company } from '@repo/contract/ares';

/** The billing info fields of an account (spec section 3) that a company lookup can fill. */
export interface CompanyBillingInfo {
  countryId: number;
  city: string;
  address: string;
  postalCode: string;
  companyName: string;
  vatId: string | null;
}

/**
 * Billing info prefilled from `passQueries.aresLookup({ query: { ico } })`'s company. Null when the register
 * has no office for it (the form then keeps what the buyer typed). The IČO itself is not a billing field.
 */
export function billingInfoFromCompany(company: Company): CompanyBillingInfo | null {
  if (company.address === null) return null;
  return {
    countryId: company.address.countryId,
    city: company.address.city,
    address: company.address.street,
    postalCode: company.address.postalCode,
    companyName: company.name,
    vatId: company.dic,
  };
}
