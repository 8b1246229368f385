// The receipt as the API returns it (receipt-products, receipt-vat-table); zod only, so the contract can hold it.
import { z } from 'zod';

/** Integer amount in minor units (haléř, cent); the receipt's currencyId says which currency. */
const minorUnits = z.int();
const vatRateBasisPoints = z.int().min(0).max(10_000);

export const receiptLineSchema = z.object({
  name: z.string(),
  quantity: z.int().positive(),
  /** Price per unit before the line discount, VAT included. */
  unitPrice: minorUnits.nonnegative(),
  /** Discount on the whole line (not per unit). */
  discount: minorUnits.nonnegative(),
  /** quantity × unitPrice − discount, VAT included. */
  total: minorUnits.nonnegative(),
  vatRateBasisPoints,
  unitPriceText: z.string(),
  discountText: z.string().nullable(),
  totalText: z.string(),
  vatRateText: z.string(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const receiptVatRowSchema = z.object({
  vatRateBasisPoints,
  base: minorUnits,
  vat: minorUnits,
  total: minorUnits,
  vatRateText: z.string(),
  baseText: z.string(),
  vatText: z.string(),
  totalText: z.string(),
});
export type ReceiptVatRow = z.infer<typeof receiptVatRowSchema>;

/** One row per VAT rate, highest rate first; base + vat == total per row and overall. */
export const receiptVatTableSchema = z.object({
  rows: z.array(receiptVatRowSchema),
  base: minorUnits,
  vat: minorUnits,
  total: minorUnits,
  baseText: z.string(),
  vatText: z.string(),
  totalText: z.string(),
});
export type ReceiptVatTable = z.infer<typeof receiptVatTableSchema>;

export const receiptSchema = z.object({
  receiptNumber: z.string().min(1),
  /** False when the seller has no VAT id: then the receipt is a plain sales receipt and every rate is 0. */
  taxDocument: z.boolean(),
  title: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  /** issuedAt in the receipt's time zone and language. */
  issuedAtText: z.string(),
  timeZone: z.string(),
  language: z.enum(['cs', 'sk', 'en', 'de']),
  currencyId: z.int().nonnegative(),
  /** ISO 4217 code of currencyId. */
  currencyCode: z.string().length(3),
  seller: z.object({
    name: z.string(),
    vatId: z.string().nullable(),
    companyId: z.string().nullable(),
    address: z.string().nullable(),
  }),
  buyer: z
    .object({
      name: z.string(),
      companyName: z.string().nullable(),
      vatId: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  paymentMethodId: z.int().nonnegative(),
  paymentMethodText: z.string(),
  lines: z.array(receiptLineSchema),
  vatTable: receiptVatTableSchema,
  total: minorUnits.nonnegative(),
  totalText: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
