// Validation of the checkout form with the contract's own buyer rules, so the pass API will accept it.
import { buyer } from '@repo/contract/orders';
import { isValidVatId, normalizeVatId } from '@repo/enums/vat-id';
import { z } from 'zod';

export type CompanyField = 'companyName' | 'companyId' | 'vatId' | 'street' | 'city' | 'postalCode';
export type BuyerField = 'email' | 'name' | 'phone' | 'paymentMethodId' | 'terms' | CompanyField;

/** What the checkout's "buying for a company" section holds, as typed. */
export interface CompanyValues {
  countryId: number;
  companyName: string;
  companyId: string;
  vatId: string;
  street: string;
  city: string;
  postalCode: string;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const contractBilling = buyer.shape.billing.unwrap();

/**
 * The company's billing as the order body carries it: name, IČO (check digit verified by the contract for
 * Czech and Slovak companies), VAT id (optional, checked against the country's pattern) and the address.
 * Issues name the form's fields (`street` is the body's `address`).
 */
export const companyBillingSchema = z
  .object({
    countryId: z.int().positive(),
    companyName: z.string().trim().min(1).max(200),
    companyId: z.string().trim().min(1).max(20),
    vatId: z.preprocess(
      blankToUndefined,
      z.string().transform(normalizeVatId).pipe(z.string().max(20)).optional(),
    ),
    street: z.string().trim().min(1).max(200),
    city: z.string().trim().min(1).max(100),
    postalCode: z.string().trim().min(1).max(20),
  })
  .superRefine((value, context) => {
    if (value.vatId !== undefined && !isValidVatId(value.countryId, value.vatId)) {
      context.addIssue({ code: 'custom', path: ['vatId'], message: 'is not a VAT id of the country' });
    }
  })
  .transform(({ street, ...rest }, context) => {
    // The contract's own billing rules (the IČO check digit), reported on the form's fields.
    const checked = contractBilling.safeParse({ ...rest, address: street });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
    }
    return z.NEVER;
  });

/** Empty phone means none; terms must be accepted when the event has them; billing only for a company. */
export function buyerFormSchema(needsTerms: boolean, company: boolean) {
  return z.object({
    email: buyer.shape.email,
    name: buyer.shape.name,
    phone: z.preprocess(blankToUndefined, buyer.shape.phone),
    paymentMethodId: z.int().positive(),
    terms: needsTerms ? z.literal(true) : z.boolean(),
    billing: company ? companyBillingSchema : z.undefined().optional(),
  });
}

/** The form field an issue of buyerFormSchema belongs to (billing issues name the company field). */
export function issueField(path: readonly PropertyKey[]): BuyerField | null {
  const [first, second] = path;
  if (first !== 'billing') return typeof first === 'string' ? (first as BuyerField) : null;
  if (second === 'address') return 'street';
  return typeof second === 'string' ? (second as BuyerField) : null;
}
