// Selling: holds (reservations) with their items and seat claims, orders with items, and issued tickets.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import type { Translations } from './columns';
import { accounts } from './accounts';
import { chips } from './chips';
import { discountCodes } from './codes';
import { events } from './events';
import { productItems, ticketProducts } from './products';
import { seats, ticketTypes } from './tickets';

export const reservationStatuses = ['active', 'ordered', 'released', 'expired'] as const;

/** A cart hold: inventory counted as held until it expires, is released, or becomes an order. */
export const reservations = pgTable(
  'reservation',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    status: text('status', { enum: reservationStatuses }).notNull().default('active'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('reservation_active_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
  ],
);

export const reservationItems = pgTable(
  'reservation_item',
  {
    id: id(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id),
    ticketProductId: uuid('ticket_product_id').references(() => ticketProducts.id),
    seatId: uuid('seat_id').references(() => seats.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('reservation_item_reservation_idx').on(table.reservationId),
    index('reservation_item_ticket_type_idx').on(table.ticketTypeId),
    check('reservation_item_quantity', sql`${table.quantity} >= 1`),
    check(
      'reservation_item_one_kind',
      sql`(${table.ticketTypeId} is null) <> (${table.ticketProductId} is null)`,
    ),
  ],
);

/**
 * One holder per seat, by primary key. A claim belongs to a live hold (until expiresAt) or to an order; an
 * expired hold's claim is taken over in the same statement that claims the seat, so it never blocks a sale.
 */
export const seatClaims = pgTable('seat_claim', {
  seatId: uuid('seat_id')
    .primaryKey()
    .references(() => seats.id, { onDelete: 'cascade' }),
  reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  orderId: uuid('order_id'),
  expiresAt: timestamptz('expires_at'),
});

export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1_000_001, increment: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Short, human-readable and unique; also the bank-transfer variable symbol. */
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /** orderStatus enumeration of @repo/enums. */
    statusId: integer('status_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    billing: jsonb('billing').$type<{
      countryId: number;
      companyName?: string;
      vatId?: string;
      companyId?: string;
      city?: string;
      address?: string;
      postalCode?: string;
    }>(),
    languageId: integer('language_id').notNull(),
    reqSourceId: integer('req_source_id').notNull(),
    paymentMethodId: integer('payment_method_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    totalAmount: integer('total_amount').notNull(),
    paidAmount: integer('paid_amount').notNull().default(0),
    /** What the box office gave back of paidAmount (refunds from the hub); never more than was paid. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The discount code whose use this order took; an unpaid order that ends gives the use back. */
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
    /** The account signed in when the order was placed (orders to a verified e-mail join without it). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Extra orders (order-create-extra): the paid order whose products they add to. */
    parentOrderId: uuid('parent_order_id').references((): AnyPgColumn => orders.id),
    /** Placed through the demo cart: demo card payment only, never counted as revenue. */
    demo: boolean('demo').notNull().default(false),
    /** The partner storefront brand it was placed on (x-storefront-brand); the buyer's links go to its host. */
    brandId: text('brand_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    canceledAt: timestamptz('canceled_at'),
  },
  (table) => [
    index('orders_event_idx').on(table.eventId),
    // The hub's order list: newest first in keyset pages (created_at, id) per organizer's events.
    index('orders_event_created_idx').on(table.eventId, table.createdAt, table.id),
    index('orders_email_idx').on(table.email),
    index('orders_parent_idx').on(table.parentOrderId),
    // Accounts find orders by their verified e-mail (case-insensitive) and by the signed-in account.
    index('orders_email_lower_idx').on(sql`lower(${table.email})`),
    index('orders_account_idx').on(table.accountId),
    index('orders_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.statusId} = 1`),
    check('orders_amounts', sql`${table.totalAmount} >= 0 and ${table.paidAmount} >= 0`),
    check(
      'orders_refunded_amount',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.paidAmount}`,
    ),
  ],
);

/**
 * Idempotency-Key of order creation, per caller. The creating transaction inserts it first, so a retry racing
 * that transaction waits on the primary key and then answers with its order; a create that fails takes its
 * key back with it, so a corrected retry goes through.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_key',
  {
    /** Whose key it is: `account:<id>`, `hold:<reservation id>` or `anonymous` (selling/idempotency.ts). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the endpoint and its canonical request body: the key never stands for another request. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the creating transaction, which sets it before it commits. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('order_idempotency_key_order_idx').on(table.orderId),
  ],
);

/** One part of a bundled ticket's price (order_item.vat_parts). */
export interface OrderItemVatPart {
  name: Translations;
  itemTypeId: number;
  vatRateBasisPoints: number;
  /** Per unit, VAT included, before the line's discount. */
  unitPrice: number;
}

/** chipFee: the event's first-top-up fee, charged with the first credit a chip takes (never credit itself). */
export const orderItemKinds = ['ticket', 'product', 'chipCredit', 'chipFee'] as const;

export const orderItems = pgTable(
  'order_item',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderItemKinds }).notNull(),
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id),
    ticketProductId: uuid('ticket_product_id').references(() => ticketProducts.id),
    /** NFC chip item the credit is loaded onto (chip credit lines). */
    productItemId: uuid('product_item_id').references(() => productItems.id),
    seatId: uuid('seat_id').references(() => seats.id),
    /** Chip credit lines: the chip the credit goes to. */
    chipId: uuid('chip_id').references(() => chips.id),
    /** Name at the time of purchase, so receipts never change when the catalogue does. */
    name: jsonb('name').$type<Translations>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Price per unit after discounts, minor units, VAT included. */
    unitPrice: integer('unit_price').notNull(),
    discount: integer('discount').notNull().default(0),
    itemTypeId: integer('item_type_id').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    /**
     * A ticket bundling items of different VAT rates: its price split per item at the time of purchase (list
     * prices per unit, before the discount, summing to unitPrice + discount). Null when the line has one rate.
     */
    vatParts: jsonb('vat_parts').$type<OrderItemVatPart[]>(),
  },
  (table) => [
    index('order_item_order_idx').on(table.orderId),
    check('order_item_quantity', sql`${table.quantity} >= 1`),
    check('order_item_price', sql`${table.unitPrice} >= 0 and ${table.discount} >= 0`),
  ],
);

export const ticketStatuses = ['valid', 'canceled'] as const;

export const tickets = pgTable(
  'ticket',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    seatId: uuid('seat_id').references(() => seats.id),
    /** Random and unguessable; what the QR code on the ticket encodes. */
    qrCode: text('qr_code').notNull().unique(),
    holderName: text('holder_name'),
    status: text('status', { enum: ticketStatuses }).notNull().default('valid'),
    createdAt: createdAt(),
    /** When the box office canceled it (alone, or refunded); its capacity and seat were given back then. */
    canceledAt: timestamptz('canceled_at'),
  },
  (table) => [
    index('ticket_order_idx').on(table.orderId),
    // One ticket per seat, whatever happens with notifications.
    uniqueIndex('ticket_seat_unique')
      .on(table.seatId)
      .where(sql`${table.status} = 'valid'`),
  ],
);

export const voucherStatuses = ['valid', 'used', 'canceled'] as const;

/**
 * What a paid product line entitles its buyer to (merchandise pickup, a parking place, a workshop seat): one
 * voucher per line with its own unguessable code, issued in the paid transaction, at most once per line.
 */
export const orderVouchers = pgTable(
  'order_voucher',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    ticketProductId: uuid('ticket_product_id').references(() => ticketProducts.id),
    /** Random and unguessable, like a ticket's QR code; what the pickup scanner reads. */
    code: text('code').notNull().unique(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: voucherStatuses }).notNull().default('valid'),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    index('order_voucher_order_idx').on(table.orderId),
    uniqueIndex('order_voucher_item_unique').on(table.orderItemId),
    check('order_voucher_quantity', sql`${table.quantity} >= 1`),
  ],
);
