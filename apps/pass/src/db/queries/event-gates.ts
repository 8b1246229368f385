// Published events as ticket and product reads see them (demo reads: any event, gated as published).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { events } from '../schema';

/** Selected beside ticket types and products so their sale state honours the event's own gate. */
export const eventGateColumns = {
  published: events.published,
  endsAt: events.endsAt,
  saleStartsAt: events.saleStartsAt,
  saleEndsAt: events.saleEndsAt,
};

export interface EventGateRow {
  published: boolean;
  endsAt: Date;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export interface PublishedEvent extends EventGateRow {
  id: string;
  currencyId: number;
}

/** A published event (listed or not); unpublished ones are invisible to catalogue reads. */
export async function findPublishedEvent(db: Db, eventId: string): Promise<PublishedEvent | undefined> {
  const [row] = await db
    .select({ id: events.id, currencyId: events.currencyId, ...eventGateColumns })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.published, true)));
  return row;
}

/** Rows of a demo read carry a gate that counts as published: the demo cart sells unpublished events. */
export function asDemoGate<T extends { gate: EventGateRow }>(row: T): T {
  return { ...row, gate: { ...row.gate, published: true } };
}

/**
 * Any event by id, published or not, gated as published: the demo cart's reads and sales, which only a
 * caller who knows the event id (the demo link's secret) can make.
 */
export async function findDemoEvent(db: Db, eventId: string): Promise<PublishedEvent | undefined> {
  const [row] = await db
    .select({ id: events.id, currencyId: events.currencyId, ...eventGateColumns })
    .from(events)
    .where(eq(events.id, eventId));
  return row && { ...row, published: true };
}
