// Validation of the checkout form with the contract's own buyer rules, so the pass API will accept it.
import { buyer } from '@repo/contract/orders';
import { z } from 'zod';

export type BuyerField = 'email' | 'name' | 'phone' | 'paymentMethodId' | 'terms';

/** Empty phone means none; terms must be accepted when the event has them. */
export function buyerFormSchema(needsTerms: boolean) {
  return z.object({
    email: buyer.shape.email,
    name: buyer.shape.name,
    phone: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      buyer.shape.phone,
    ),
    paymentMethodId: z.int().positive(),
    terms: needsTerms ? z.literal(true) : z.boolean(),
  });
}
