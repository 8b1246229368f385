// Helpers for the smaller Czech events: their shared columns, a ticket-type group, a one-item extra product.
import { currency, eventKind, eventType } from '@repo/enums';
import { randomUUID } from 'node:crypto';
import { productItems, ticketProducts, ticketTypeExtraProducts, ticketTypeGroups } from '../schema';
import { PRAGUE } from './clock';
import type { demoEvents } from './demo-ids';
import type { EventRow, SeedContext, Text } from './seed-context';

type DemoEvent = (typeof demoEvents)[keyof typeof demoEvents];

/** The columns every Czech demo event shares. */
type CzechEventInput = Omit<EventRow, 'id' | 'slug' | 'organizerId' | 'currencyId' | 'kindId' | 'typeId'> &
  Partial<Pick<EventRow, 'kindId' | 'typeId'>>;

export function czechEvent(demo: DemoEvent, row: CzechEventInput): EventRow {
  return {
    timeZone: PRAGUE,
    kindId: eventKind.ids.oneOff,
    typeId: eventType.ids.tickets,
    published: true,
    listed: true,
    ...row,
    id: demo.id,
    slug: demo.slug,
    organizerId: demo.organizer.id,
    currencyId: currency.ids.czk,
  };
}

export async function insertGroup(ctx: SeedContext, eventId: string, name: Text): Promise<string> {
  const id = randomUUID();
  await ctx.tx.insert(ticketTypeGroups).values({ id, eventId, name });
  return id;
}

/** One extra product with a single item, offered with the given ticket types. */
export async function insertExtraProduct(
  ctx: SeedContext,
  event: { id: string; currencyId: number },
  product: { name: Text; price: number; stock: number; sold: number; itemTypeId: number },
  ticketTypeIds: string[],
): Promise<void> {
  const id = randomUUID();
  const { itemTypeId, ...values } = product;
  await ctx.tx.insert(ticketProducts).values({
    ...values,
    id,
    eventId: event.id,
    currencyId: event.currencyId,
    saleStartsAt: ctx.clock.fromNow(-30),
  });
  await ctx.tx.insert(productItems).values({ ticketProductId: id, itemTypeId, name: product.name });
  await ctx.tx
    .insert(ticketTypeExtraProducts)
    .values(ticketTypeIds.map((ticketTypeId) => ({ ticketTypeId, ticketProductId: id })));
}
