// Extra products (ticket products): the one mapping of a product row (+ items, event gate) to the contract.
import type { LabelLanguage } from '@repo/enums';
import type { ProductItem, TicketProduct } from '@repo/contract/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { events, ticketProducts, ticketTypeExtraProducts } from '../schema';
import { eventGateState, itemSaleState } from '../../domain/sale-state';
import { pickText } from '../../i18n-text';
import { loadProductAvailability } from './availability';
import { asDemoGate, eventGateColumns } from './event-gates';
import type { EventGateRow } from './event-gates';
import { loadItemsByOwner } from './product-items';

export interface TicketProductRow {
  product: typeof ticketProducts.$inferSelect;
  gate: EventGateRow;
}

/** Visible products of published events (`demo`: of any event, for the demo cart that knows its id). */
export function visibleTicketProducts(filter?: SQL, demo?: boolean): SQL | undefined {
  return and(demo ? undefined : eq(events.published, true), eq(ticketProducts.visible, true), filter);
}

const selection = { product: ticketProducts, gate: eventGateColumns };

export function toTicketProduct(
  row: TicketProductRow,
  items: ProductItem[],
  available: number | null,
  language: LabelLanguage,
  now: Date,
): TicketProduct {
  const product = row.product;
  return {
    ticketProductId: product.id,
    eventId: product.eventId,
    productGroupId: product.productGroupId,
    name: pickText(product.name, language),
    descriptionPub: pickText(product.description, language),
    imageUrl: product.imageUrl,
    price: product.price,
    currencyId: product.currencyId,
    maxPerOrder: product.maxPerOrder,
    displayOrder: product.displayOrder,
    available,
    saleState: itemSaleState({ ...product, available }, eventGateState(row.gate, now), now),
    items,
  };
}

async function withItems(
  db: Db,
  rows: readonly TicketProductRow[],
  language: LabelLanguage,
  now: Date,
): Promise<TicketProduct[]> {
  const [items, availableOf] = await Promise.all([
    loadItemsByOwner(
      db,
      'ticketProduct',
      rows.map((row) => row.product.id),
      language,
    ),
    loadProductAvailability(
      db,
      rows.map((row) => row.product.eventId),
      now,
    ),
  ]);
  return rows.map((row) =>
    toTicketProduct(row, items.get(row.product.id) ?? [], availableOf(row.product), language, now),
  );
}

/** Products matching `where` (combine with visibleTicketProducts), by display order. */
export async function loadTicketProducts(
  db: Db,
  where: SQL | undefined,
  language: LabelLanguage,
  now: Date,
  demo?: boolean,
): Promise<TicketProduct[]> {
  const rows = await db
    .select(selection)
    .from(ticketProducts)
    .innerJoin(events, eq(events.id, ticketProducts.eventId))
    .where(where)
    .orderBy(asc(ticketProducts.displayOrder), asc(ticketProducts.id));
  return withItems(db, demo ? rows.map(asDemoGate) : rows, language, now);
}

/** Visible products offered with a ticket type, in the order set on the link. */
export async function loadTicketTypeExtraProducts(
  db: Db,
  ticketTypeId: string,
  language: LabelLanguage,
  now: Date,
): Promise<TicketProduct[]> {
  const rows = await db
    .select(selection)
    .from(ticketTypeExtraProducts)
    .innerJoin(ticketProducts, eq(ticketProducts.id, ticketTypeExtraProducts.ticketProductId))
    .innerJoin(events, eq(events.id, ticketProducts.eventId))
    .where(visibleTicketProducts(eq(ticketTypeExtraProducts.ticketTypeId, ticketTypeId)))
    .orderBy(
      asc(ticketTypeExtraProducts.displayOrder),
      asc(ticketProducts.displayOrder),
      asc(ticketProducts.id),
    );
  return withItems(db, rows, language, now);
}

/** A visible product of a published event. */
export async function findTicketProduct(
  db: Db,
  ticketProductId: string,
  language: LabelLanguage,
  now: Date,
): Promise<TicketProduct | undefined> {
  const [product] = await loadTicketProducts(
    db,
    visibleTicketProducts(eq(ticketProducts.id, ticketProductId)),
    language,
    now,
  );
  return product;
}
