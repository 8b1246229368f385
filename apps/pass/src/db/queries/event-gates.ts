// Published events as ticket and product reads see them: id, currency and the columns of their sale gate.
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
