// Helpers for the smaller Czech events: their shared columns and a one-item extra product.
import type { ProductKind } from '@repo/contract/hub-products';
import { currency, eventKind, eventType } from '@repo/enums';
import { ticketTypeExtraProducts } from '../schema';
import { PRAGUE } from './clock';
import type { demoEvents } from './demo-ids';
import { createDemoProduct } from './seed-context';
import type { CatalogueEventRow, EventRow, SeedContext, Text } from './seed-context';

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

/** One extra product with a single item named like the product, offered with the given ticket types. */
export async function insertExtraProduct(
  ctx: SeedContext,
  event: CatalogueEventRow,
  product: { name: Text; price: number; stock: number; sold: number; kind: ProductKind },
  ticketTypeIds: string[],
): Promise<void> {
  const id = await createDemoProduct(ctx, event, {
    ...product,
    saleStartsAt: ctx.clock.fromNow(-30),
    item: { name: product.name },
  });
  // Which ticket types offer a product has no organiser function yet.
  await ctx.tx
    .insert(ticketTypeExtraProducts)
    .values(ticketTypeIds.map((ticketTypeId) => ({ ticketTypeId, ticketProductId: id })));
}
