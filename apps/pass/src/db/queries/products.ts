// Product groups, their variants (size, ...) and variant values, including the values a product is.
import type { LabelLanguage } from '@repo/enums';
import type { ProductGroup, TicketProduct, Variant, VariantValue } from '@repo/contract/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import {
  events,
  productGroups,
  ticketProducts,
  ticketProductValues,
  variants,
  variantValues,
} from '../schema';
import { pickText } from '../../i18n-text';
import { loadTicketProducts, visibleTicketProducts } from './ticket-products';

type ProductGroupRow = typeof productGroups.$inferSelect;
type VariantRow = typeof variants.$inferSelect;
type VariantValueRow = typeof variantValues.$inferSelect;

export function toProductGroup(row: ProductGroupRow, language: LabelLanguage): ProductGroup {
  return {
    productGroupId: row.id,
    eventId: row.eventId,
    namePub: pickText(row.name, language),
    descriptionPub: pickText(row.description, language),
    imageUrl: row.imageUrl,
    displayOrder: row.displayOrder,
  };
}

function toVariant(row: VariantRow, language: LabelLanguage): Variant {
  return {
    variantId: row.id,
    productGroupId: row.productGroupId,
    namePub: pickText(row.name, language),
    displayOrder: row.displayOrder,
  };
}

function toVariantValue(row: VariantValueRow, language: LabelLanguage): VariantValue {
  return {
    variantValueId: row.id,
    variantId: row.variantId,
    valuePub: pickText(row.value, language),
    displayOrder: row.displayOrder,
  };
}

/** A product group of a published event. */
export async function findProductGroup(db: Db, productGroupId: string): Promise<ProductGroupRow | undefined> {
  const [row] = await db
    .select({ group: productGroups })
    .from(productGroups)
    .innerJoin(events, eq(events.id, productGroups.eventId))
    .where(and(eq(productGroups.id, productGroupId), eq(events.published, true)));
  return row?.group;
}

export async function listVariants(
  db: Db,
  productGroupId: string,
  language: LabelLanguage,
): Promise<Variant[]> {
  const rows = await db
    .select()
    .from(variants)
    .where(eq(variants.productGroupId, productGroupId))
    .orderBy(asc(variants.displayOrder), asc(variants.id));
  return rows.map((row) => toVariant(row, language));
}

/** A variant whose group belongs to a published event. */
export async function findVariant(db: Db, variantId: string): Promise<VariantRow | undefined> {
  const [row] = await db
    .select({ variant: variants })
    .from(variants)
    .innerJoin(productGroups, eq(productGroups.id, variants.productGroupId))
    .innerJoin(events, eq(events.id, productGroups.eventId))
    .where(and(eq(variants.id, variantId), eq(events.published, true)));
  return row?.variant;
}

export async function listVariantValues(
  db: Db,
  variantId: string,
  language: LabelLanguage,
): Promise<VariantValue[]> {
  const rows = await db
    .select()
    .from(variantValues)
    .where(eq(variantValues.variantId, variantId))
    .orderBy(asc(variantValues.displayOrder), asc(variantValues.id));
  return rows.map((row) => toVariantValue(row, language));
}

/** The values a product is (one per variant), ordered like the variants. */
export async function listTicketProductValues(
  db: Db,
  ticketProductId: string,
  language: LabelLanguage,
): Promise<VariantValue[]> {
  const rows = await db
    .select({ value: variantValues })
    .from(ticketProductValues)
    .innerJoin(variantValues, eq(variantValues.id, ticketProductValues.variantValueId))
    .innerJoin(variants, eq(variants.id, variantValues.variantId))
    .where(eq(ticketProductValues.ticketProductId, ticketProductId))
    .orderBy(asc(variants.displayOrder), asc(variants.id), asc(variantValues.displayOrder));
  return rows.map((row) => toVariantValue(row.value, language));
}

/** Visible extra products of a product group, by display order. */
export async function listProductGroupTicketProducts(
  db: Db,
  productGroupId: string,
  language: LabelLanguage,
  now: Date,
): Promise<TicketProduct[]> {
  return loadTicketProducts(
    db,
    visibleTicketProducts(eq(ticketProducts.productGroupId, productGroupId)),
    language,
    now,
  );
}

/** Visible extra products of an event, by display order; `demo` gates them as the demo cart sees them. */
export async function listEventTicketProducts(
  db: Db,
  eventId: string,
  language: LabelLanguage,
  now: Date,
  demo?: boolean,
): Promise<TicketProduct[]> {
  return loadTicketProducts(
    db,
    visibleTicketProducts(eq(ticketProducts.eventId, eventId), demo),
    language,
    now,
    demo,
  );
}
