// What every part of the demo seed shares: the transaction, the clock, full translations, and helpers that create
// events, ticket types, groups and products through the organiser's domain functions.
import type { ProductKind } from '@repo/contract/hub-products';
import { itemType, paymentMethod } from '@repo/enums';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ScryptParams } from '../../accounts/password';
import { instantToLocal } from '../../domain/zoned-time';
import { setEventPublished } from '../../organizers/event-publishing';
import { addEvent } from '../../organizers/events';
import { createProduct } from '../../organizers/products';
import { catalogueEventOr404, createTicketGroup, createTicketType } from '../../organizers/ticket-types';
import type { CatalogueEventRow } from '../../organizers/ticket-types';
import type { Db } from '../database';
import { events, productItems, ticketProducts, ticketTypeGroups, ticketTypes } from '../schema';
import type { Translations } from '../schema/columns';
import type { SeedClock } from './clock';
import { PRAGUE } from './clock';

export interface SeedContext {
  tx: Db;
  clock: SeedClock;
  /** The scrypt cost of the demo account's password (the service's PASSWORD_HASHING). */
  passwordHashing: ScryptParams;
}

/** Visitor-facing demo texts carry all four bundled languages. */
export type Text = Required<Translations>;

export type EventRow = typeof events.$inferInsert & { id: string };
export type TicketTypeRow = typeof ticketTypes.$inferInsert;
type ProductItemRow = typeof productItems.$inferInsert;
export type { CatalogueEventRow };

/** Czech organizers take cards, transfers and both wallets; the Slovak one cards and transfers. */
export const czechPaymentMethods = [
  paymentMethod.ids.paymentCard,
  paymentMethod.ids.googlePay,
  paymentMethod.ids.applePay,
  paymentMethod.ids.bankTransfer,
];
export const slovakPaymentMethods = [paymentMethod.ids.paymentCard, paymentMethod.ids.bankTransfer];

/**
 * ON CONFLICT (id) DO UPDATE setting every other column from the proposed row, except `keep` (e.g. createdAt).
 * Shared rows (organizers, venues, bands...) are upserted, not deleted, so rows outside the demo world that
 * point at them survive a re-seed.
 */
export function excludedSet<T extends PgTable>(table: T, keep: readonly string[] = []): PgUpdateSetSource<T> {
  const entries = Object.entries(getTableColumns(table))
    .filter(([key]) => key !== 'id' && !keep.includes(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]);
  return Object.fromEntries(entries) as PgUpdateSetSource<T>;
}

/** Leaves out keys whose value is undefined, so an update sets only what a spec names. */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A form's texts per language: Czech required, the others null when missing. */
function formTexts(texts: Translations | null | undefined) {
  return { cs: texts?.cs ?? null, sk: texts?.sk ?? null, en: texts?.en ?? null, de: texts?.de ?? null };
}

/**
 * Creates an event as the hub's event form does (addEvent, the write of createEvent: texts, slug, kind, local
 * times, tour, payment methods) and publishes it (setEventPublished, the write of publishEvent). What the
 * organiser API does not set is written directly: the shared venue (the API offers a shared venue only once the
 * organiser's events use it, and the demo directory venues are exactly those), the picture (the hub stores an
 * upload, resized into the storefront's sizes; the demo artwork is already sized), the gallery, the storefront
 * sections, the event's sale window, `listed` and the terms link.
 */
export async function createDemoEvent(
  ctx: SeedContext,
  row: EventRow,
  paymentMethodIds: number[],
): Promise<CatalogueEventRow> {
  const {
    id,
    organizerId,
    slug,
    name,
    description,
    categoryId,
    kindId,
    sizeId,
    typeId,
    venueId,
    eventGroupId,
    startsAt,
    endsAt,
    timeZone = PRAGUE,
    currencyId,
    published,
    ...direct
  } = row;
  if (categoryId == null) throw new Error(`demo event ${slug} needs a category`);
  await addEvent(
    ctx.tx,
    organizerId,
    {
      name: { ...formTexts(name), cs: name.cs },
      description: formTexts(description),
      slug,
      categoryId,
      kindId,
      sizeId,
      typeId,
      venueId: null,
      newVenue: null,
      eventGroupId: eventGroupId ?? null,
      startsAt: instantToLocal(startsAt, timeZone),
      endsAt: instantToLocal(endsAt, timeZone),
      timeZone,
      currencyId,
      paymentMethodIds,
    },
    { id },
  );
  await ctx.tx
    .update(events)
    .set(defined({ ...direct, venueId }))
    .where(eq(events.id, id));
  if (published) await setEventPublished(ctx.tx, organizerId, id, null, ctx.clock.now);
  return catalogueEventOr404(ctx.tx, id);
}

/** A ticket-type group as the hub creates it; its description has no organiser field and is written directly. */
export async function createDemoGroup(
  ctx: SeedContext,
  eventId: string,
  group: { id?: string; name: Text; description?: Text },
): Promise<string> {
  const row = await createTicketGroup(ctx.tx, eventId, { name: group.name }, { id: group.id });
  if (group.description) {
    await ctx.tx
      .update(ticketTypeGroups)
      .set({ description: group.description })
      .where(eq(ticketTypeGroups.id, row.id));
  }
  return row.id;
}

export interface TicketTypeSpec extends Omit<
  TicketTypeRow,
  'eventId' | 'currencyId' | 'name' | 'id' | 'displayOrder'
> {
  id?: string;
  name: Text;
  /** Name of the entry item; the ticket type's own name when left out. */
  entryName?: Text;
  /** Fixed id of the entry item (demo-ids names one). */
  entryItemId?: string;
  /** People one ticket admits (a family ticket admits four). */
  entryQuantity?: number;
  /** Items besides the entry (chips, parking, zones). */
  extraItems?: Omit<ProductItemRow, 'ticketTypeId' | 'ticketProductId'>[];
}

/**
 * Creates ticket types of one event in display order through createTicketType; returns the ids in the order
 * given. Written directly afterwards, as the organiser API has no field for them: the description, the tickets
 * the demo world has already sold, a crowd sector, and the included items (named after the ticket, with their
 * own ids, price shares and kinds beyond the hub's entry, parking and chip).
 */
export async function createTicketTypes(
  ctx: SeedContext,
  event: CatalogueEventRow,
  specs: TicketTypeSpec[],
): Promise<string[]> {
  const ids: string[] = [];
  const items: ProductItemRow[] = [];
  for (const spec of specs) {
    const {
      id,
      name,
      entryName,
      entryItemId,
      entryQuantity,
      extraItems,
      ticketTypeGroupId,
      quotaId,
      price,
      vatRateBasisPoints,
      capacity,
      minPerOrder,
      maxPerOrder,
      saleStartsAt,
      saleEndsAt,
      visible,
      accessCodeOnly,
      ...direct
    } = spec;
    const row = await createTicketType(
      ctx.tx,
      event,
      {
        name,
        groupId: ticketTypeGroupId ?? null,
        quotaId: quotaId ?? null,
        price,
        vatRateBasisPoints: vatRateBasisPoints ?? null,
        capacity: capacity ?? null,
        minPerOrder: minPerOrder ?? 1,
        maxPerOrder: maxPerOrder ?? 10,
        saleStartsAt: saleStartsAt?.toISOString() ?? null,
        saleEndsAt: saleEndsAt?.toISOString() ?? null,
        visible: visible ?? true,
        accessCodeOnly: accessCodeOnly ?? false,
        items: [],
      },
      { id },
    );
    const values = defined(direct);
    if (Object.keys(values).length > 0) {
      await ctx.tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, row.id));
    }
    items.push(
      {
        id: entryItemId,
        ticketTypeId: row.id,
        itemTypeId: itemType.ids.eventEntry,
        name: entryName ?? name,
        quantity: entryQuantity ?? 1,
      },
      ...(extraItems ?? []).map((item) => ({ ...item, ticketTypeId: row.id })),
    );
    ids.push(row.id);
  }
  if (items.length > 0) await ctx.tx.insert(productItems).values(items);
  return ids;
}

export interface ProductSpec {
  id?: string;
  name: Text;
  description?: Text;
  imageUrl?: string;
  kind: ProductKind;
  /** Goods only (merchandise, food); 0 otherwise. */
  productCategoryId?: number;
  groupId?: string;
  variantValueIds?: string[];
  price: number;
  /** null = unlimited. */
  stock: number | null;
  /** Sold before the demo starts. */
  sold?: number;
  maxPerOrder?: number;
  saleStartsAt: Date;
  /** The product's one item: its name, and a chip's credit limits. */
  item: { name: Text; chipCreditMin?: number; chipCreditMax?: number };
}

/**
 * Creates an extra product through createProduct (display order after the event's earlier products). Written
 * directly, as the organiser API has no field for them: description, picture, what was already sold, and the
 * item's own name and a chip's credit limits (the hub names an item after its kind).
 */
export async function createDemoProduct(
  ctx: SeedContext,
  event: CatalogueEventRow,
  spec: ProductSpec,
): Promise<string> {
  const row = await createProduct(
    ctx.tx,
    event,
    {
      name: spec.name,
      groupId: spec.groupId ?? null,
      variantValueIds: spec.variantValueIds ?? [],
      kind: spec.kind,
      productCategoryId: spec.productCategoryId ?? 0,
      price: spec.price,
      vatRateBasisPoints: null,
      stock: spec.stock,
      maxPerOrder: spec.maxPerOrder ?? 10,
      saleStartsAt: spec.saleStartsAt.toISOString(),
      saleEndsAt: null,
      visible: true,
    },
    { id: spec.id },
  );
  const values = defined({ description: spec.description, imageUrl: spec.imageUrl, sold: spec.sold });
  if (Object.keys(values).length > 0) {
    await ctx.tx.update(ticketProducts).set(values).where(eq(ticketProducts.id, row.id));
  }
  await ctx.tx.update(productItems).set(defined(spec.item)).where(eq(productItems.ticketProductId, row.id));
  return row.id;
}
