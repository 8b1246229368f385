// What the coupon endpoints read beside the coupon itself (selling/supercoupons.ts resolves and redeems it).
import type { TicketType } from '@repo/contract/entities';
import type { LabelLanguage } from '@repo/enums';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { ticketTypes } from '../schema';
import { loadTicketTypes, reachableTicketTypes } from './ticket-types';

/** The reachable ticket types of an event among `ticketTypeIds`, access-code-only ones too (a coupon grants them). */
export async function loadCouponTicketTypes(
  db: Db,
  eventId: string,
  ticketTypeIds: readonly string[],
  language: LabelLanguage,
  now: Date,
): Promise<TicketType[]> {
  return loadTicketTypes(
    db,
    reachableTicketTypes(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, [...ticketTypeIds])),
    language,
    now,
  );
}
