// Receipt endpoints: receipt-products, receipt-vat-table and the receipts of an order.
import { publicAccess } from './access';
import { z } from 'zod';
import { enumId, isoDateTime, minorUnits, ok, uuid } from './common';
import { defineEndpoint } from './endpoint';

// The receipt schemas below are a copy of apps/pass/src/receipts/receipt-schema.ts (the contract may not
// import from apps); a unit test there checks that both describe the same JSON, so change them together.

const vatRateBasisPoints = z.int().min(0).max(10_000);

/** A part of a line that bundles items of different VAT rates (an entry with a beer mug). */
export const receiptLinePart = z.object({
  name: z.string(),
  vatRateBasisPoints,
  /** This part's share of the line total (after the line discount), VAT included. */
  total: minorUnits.nonnegative(),
  vatRateText: z.string(),
  totalText: z.string(),
});
export type ReceiptLinePart = z.infer<typeof receiptLinePart>;

export const receiptLine = z.object({
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
  /** The line's total split per VAT rate when the line bundles items of different rates; empty otherwise. */
  parts: z.array(receiptLinePart),
});
export type ReceiptLine = z.infer<typeof receiptLine>;

export const receiptVatRow = z.object({
  vatRateBasisPoints,
  base: minorUnits,
  vat: minorUnits,
  total: minorUnits,
  vatRateText: z.string(),
  baseText: z.string(),
  vatText: z.string(),
  totalText: z.string(),
});
export type ReceiptVatRow = z.infer<typeof receiptVatRow>;

/** One row per VAT rate, highest rate first; base + vat == total per row and overall. */
export const receiptVatTable = z.object({
  rows: z.array(receiptVatRow),
  base: minorUnits,
  vat: minorUnits,
  total: minorUnits,
  baseText: z.string(),
  vatText: z.string(),
  totalText: z.string(),
});
export type ReceiptVatTable = z.infer<typeof receiptVatTable>;

/**
 * plain: the seller has no VAT id (no VAT, no tax document); simplified: a simplified tax document (Czech
 * zjednodušený daňový doklad, Slovak zjednodušená faktúra); full: a full tax document (daňový doklad, faktúra)
 * with both parties' identification, for larger amounts and for buyers who give a company or VAT id.
 */
export const receiptDocumentKind = z.enum(['plain', 'simplified', 'full']);
export type ReceiptDocumentKind = z.infer<typeof receiptDocumentKind>;

const receiptParty = {
  name: z.string(),
  /** IČO. */
  companyId: z.string().nullable(),
  /** VAT id: Czech DIČ, Slovak IČ DPH. */
  vatId: z.string().nullable(),
  /** Slovak DIČ (the tax id beside the IČ DPH); null where the VAT id is the tax id. */
  taxId: z.string().nullable(),
  /** One line: street, postal code and city (and the country when it differs from the seller's). */
  address: z.string().nullable(),
};

export const receipt = z.object({
  receiptNumber: z.string().min(1),
  /** False when the seller has no VAT id: then the receipt is a plain sales receipt and every rate is 0. */
  taxDocument: z.boolean(),
  documentKind: receiptDocumentKind,
  title: z.string(),
  issuedAt: isoDateTime,
  /** issuedAt in the receipt's time zone and language. */
  issuedAtText: z.string(),
  /** Date of the taxable supply (DUZP), YYYY-MM-DD in the receipt's time zone: the day the payment was received. */
  taxableSupplyDate: z.iso.date(),
  taxableSupplyDateText: z.string(),
  timeZone: z.string(),
  language: z.enum(['cs', 'sk', 'en', 'de']),
  currencyId: enumId,
  /** ISO 4217 code of currencyId. */
  currencyCode: z.string().length(3),
  seller: z.object(receiptParty),
  buyer: z.object({ ...receiptParty, companyName: z.string().nullable() }).nullable(),
  paymentMethodId: enumId,
  paymentMethodText: z.string(),
  lines: z.array(receiptLine),
  vatTable: receiptVatTable,
  total: minorUnits.nonnegative(),
  totalText: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

const text = z.string();
const creditNoteVatRow = z.object({
  vatRateBasisPoints: z.int(),
  base: minorUnits,
  vat: minorUnits,
  total: minorUnits,
  vatRateText: text,
  baseText: text,
  vatText: text,
  totalText: text,
});
const creditNoteParty = z.object({
  name: text,
  companyId: text.nullable(),
  vatId: text.nullable(),
  taxId: text.nullable(),
  address: text.nullable(),
});

/** A credit note (opravný daňový doklad) as a document: the receipt's shape with negative amounts. */
export const creditNoteDocument = z.object({
  creditNoteNumber: text,
  title: text,
  originalReceiptNumber: text,
  originalLabel: text,
  reasonLabel: text,
  reason: text,
  taxDocument: z.boolean(),
  issuedAt: isoDateTime,
  issuedAtText: text,
  taxableSupplyDate: z.iso.date(),
  taxableSupplyDateText: text,
  currencyId: enumId,
  currencyCode: text,
  seller: creditNoteParty,
  buyer: creditNoteParty.extend({ companyName: text.nullable() }).nullable(),
  lines: z.array(
    z.object({
      name: text,
      quantity: z.int(),
      unitPrice: minorUnits,
      discount: minorUnits,
      total: minorUnits,
      vatRateBasisPoints: z.int(),
      unitPriceText: text,
      totalText: text,
      vatRateText: text,
    }),
  ),
  vatTable: z.object({
    rows: z.array(creditNoteVatRow),
    base: minorUnits,
    vat: minorUnits,
    total: minorUnits,
    baseText: text,
    vatText: text,
    totalText: text,
  }),
  total: minorUnits,
  totalText: text,
  /** The receipt's labels in the document's language (seller, buyer, VAT rate, base...). */
  labels: z.record(z.string(), z.string()),
});
export type CreditNoteDocument = z.infer<typeof creditNoteDocument>;

const orderQuery = z.object({ orderId: uuid });

export const receiptEndpoints = {
  receiptProducts: defineEndpoint({
    id: 'receiptProducts',
    method: 'GET',
    path: '/pass/receipt/receipt-products',
    tag: 'receipt',
    access: publicAccess,
    summary: 'Lines of the receipt of a paid order, in the order language (as the buyer received it)',
    query: orderQuery,
    response: ok({
      receiptNumber: receipt.shape.receiptNumber,
      currencyId: enumId,
      products: z.array(receiptLine),
    }),
    errors: [404, 409],
  }),
  receiptVatTable: defineEndpoint({
    id: 'receiptVatTable',
    method: 'GET',
    path: '/pass/receipt/receipt-vat-table',
    tag: 'receipt',
    access: publicAccess,
    summary: 'VAT table (base, VAT and total per rate) of the receipt of a paid order, in the order language',
    query: orderQuery,
    response: ok({
      receiptNumber: receipt.shape.receiptNumber,
      currencyId: enumId,
      taxDocument: z.boolean(),
      vatTable: receiptVatTable,
    }),
    errors: [404, 409],
  }),
  orderReceipts: defineEndpoint({
    id: 'orderReceipts',
    method: 'GET',
    path: '/pass/order/order-receipts',
    tag: 'order',
    access: publicAccess,
    summary: 'Receipts of an order in the order language (empty until paid)',
    query: orderQuery,
    response: ok({ receipts: z.array(receipt) }),
    errors: [404],
  }),
  orderReceiptsV2: defineEndpoint({
    id: 'orderReceiptsV2',
    method: 'GET',
    path: '/pass/order/order-receipts-v2',
    tag: 'order',
    access: publicAccess,
    summary:
      'Receipts of an order in the language of the x-language-id header, not the order language (empty until paid)',
    query: orderQuery,
    response: ok({ receipts: z.array(receipt) }),
    errors: [404],
  }),
  orderCreditNotes: defineEndpoint({
    id: 'orderCreditNotes',
    method: 'GET',
    path: '/pass/order/order-credit-notes',
    tag: 'order',
    access: publicAccess,
    summary:
      'Credit notes (opravné daňové doklady) of an order, one per refund, oldest first, in the language of the ' +
      'x-language-id header',
    query: orderQuery,
    response: ok({ creditNotes: z.array(creditNoteDocument) }),
    errors: [404],
  }),
  extraOrderReceipts: defineEndpoint({
    id: 'extraOrderReceipts',
    method: 'GET',
    path: '/pass/order/extra-order-receipts',
    tag: 'order',
    access: publicAccess,
    summary:
      'Receipts of the paid extra orders of an order (products added after payment with order-create-extra), oldest first',
    query: orderQuery,
    response: ok({ receipts: z.array(receipt) }),
    errors: [404],
  }),
} as const;
