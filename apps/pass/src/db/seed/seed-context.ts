// What every part of the demo seed shares: the transaction, the clock, full translations and insert helpers.
import { randomUUID } from 'node:crypto';
import { itemType, paymentMethod } from '@repo/enums';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ScryptParams } from '../../accounts/password';
import type { Db } from '../database';
import { eventPaymentMethods, events, productItems, ticketTypes } from '../schema';
import type { Translations } from '../schema/columns';
import type { SeedClock } from './clock';

export interface SeedContext {
  tx: Db;
  clock: SeedClock;
  /** The scrypt cost of the demo account's password (the service's PASSWORD_HASHING). */
  passwordHashing: ScryptParams;
}

/** Visitor-facing demo texts carry all four bundled languages. */
export type Text = Required<Translations>;

export type EventRow = typeof events.$inferInsert;
export type TicketTypeRow = typeof ticketTypes.$inferInsert;
type ProductItemRow = typeof productItems.$inferInsert;

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

export async function insertEvent(
  ctx: SeedContext,
  row: EventRow,
  paymentMethodIds: number[],
): Promise<void> {
  await ctx.tx.insert(events).values(row);
  await ctx.tx.insert(eventPaymentMethods).values(
    paymentMethodIds.map((paymentMethodId, displayOrder) => ({
      eventId: row.id ?? '',
      paymentMethodId,
      displayOrder,
    })),
  );
}

export interface TicketTypeSpec extends Omit<TicketTypeRow, 'eventId' | 'currencyId' | 'name' | 'id'> {
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
 * Inserts ticket types of one event in display order, each with its event-entry item plus any extra
 * items; returns the ids in the order given.
 */
export async function insertTicketTypes(
  ctx: SeedContext,
  event: { id: string; currencyId: number },
  specs: TicketTypeSpec[],
): Promise<string[]> {
  const rows = specs.map(
    (
      { entryName: _name, entryItemId: _itemId, entryQuantity: _quantity, extraItems: _extra, ...spec },
      index,
    ) => ({
      ...spec,
      id: spec.id ?? randomUUID(),
      eventId: event.id,
      currencyId: event.currencyId,
      displayOrder: spec.displayOrder ?? index,
    }),
  );
  await ctx.tx.insert(ticketTypes).values(rows);
  const items: ProductItemRow[] = rows.flatMap((row, index) => {
    const spec = specs[index];
    if (!spec) return [];
    const entry: ProductItemRow = {
      id: spec.entryItemId,
      ticketTypeId: row.id,
      itemTypeId: itemType.ids.eventEntry,
      name: spec.entryName ?? spec.name,
      quantity: spec.entryQuantity ?? 1,
    };
    return [entry, ...(spec.extraItems ?? []).map((item) => ({ ...item, ticketTypeId: row.id }))];
  });
  if (items.length > 0) await ctx.tx.insert(productItems).values(items);
  return rows.map((row) => row.id);
}
