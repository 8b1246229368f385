// Credit notes (opravné daňové doklady): one per refund, numbered in their own series, linked to the receipt.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { refunds } from './payments';
import { orders } from './selling';

export const creditNoteNumberSequence = pgSequence('credit_note_number_seq', {
  startWith: 1_000_001,
  increment: 1,
});

/** A credited line as issued: positive quantities and amounts (the document shows them negated). */
export interface CreditNoteLine {
  /** The order line whose units (tickets) are credited; null for an amount credited without units. */
  orderItemId: string | null;
  /** The order item's name at the time of purchase, per language. */
  name: Record<string, string>;
  quantity: number;
  /** Per unit, VAT included, before the discount. */
  unitPrice: number;
  /** On the whole credited line. */
  discount: number;
  vatRateBasisPoints: number;
  parts: { name: Record<string, string>; vatRateBasisPoints: number; unitPrice: number }[] | null;
}

/** One VAT rate of a credit note as issued: positive amounts, minor units. */
export interface CreditNoteVatRow {
  vatRateBasisPoints: number;
  base: number;
  vat: number;
  total: number;
}

export const creditNotes = pgTable(
  'credit_note',
  {
    id: id(),
    /** Its own series, apart from the receipts' (D + order number): printed as "OD" + number. */
    number: bigint('number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('credit_note_number_seq')`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id),
    /** The original receipt's number (the document this one corrects). */
    receiptNumber: text('receipt_number').notNull(),
    reason: text('reason').notNull(),
    /** What was credited, VAT included, minor units, positive. */
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull(),
    /**
     * Per rate, fixed at issue: the difference of the cumulative credited VAT table after and before this note,
     * so the notes of an order add up to the haléř to the receipt's table once all of it is credited.
     */
    vatRows: jsonb('vat_rows').$type<CreditNoteVatRow[]>().notNull(),
    issuedAt: createdAt(),
  },
  (table) => [
    index('credit_note_order_idx').on(table.orderId),
    check('credit_note_amount_positive', sql`${table.amount} > 0`),
  ],
);
