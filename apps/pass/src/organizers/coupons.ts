// The organiser's coupons: supercoupons (and single-ticket coupons) of one event or of a whole tour, by hand or in
// bulk, switched off.
import type { supercouponBody, supercouponBulkBody } from '@repo/contract/hub-coupons';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { Translations } from '../db/schema/columns';
import { eventTicketTypeIds } from '../db/queries/catalogue-codes';
import {
  findEventTour,
  insertSupercoupons,
  listTourTicketTypes,
  setSupercouponActive,
  takenSupercouponCodes,
} from '../db/queries/hub-coupons';
import type { CouponScope } from '../db/queries/hub-coupons';
import { DomainError } from '../domain/domain-error';
import { randomCodeText } from './code-text';

type Terms = z.output<typeof supercouponBulkBody> | z.output<typeof supercouponBody>;

/** A tour's coupons are kept by its organizer and redeemed for ticket types of that organizer's tour events. */
export type TourScope = { eventGroupId: string; organizerId: string };
/** Whose coupons a write is for: one event's, or a tour's (with the organizer that runs it). */
export type OwnerScope = { eventId: string } | TourScope;

/** The tour of the event, or 404: a tour coupon is managed from one of the tour's events. */
export async function eventTourOr404(db: Db, eventId: string): Promise<TourScope & { name: Translations }> {
  const tour = await findEventTour(db, eventId);
  if (!tour) throw new DomainError('EVENT_GROUP_NOT_FOUND', `Event ${eventId} is not part of a tour`);
  return tour;
}

async function checkTicketTypes(db: Db, scope: OwnerScope, ids: readonly string[]): Promise<void> {
  const found =
    'eventId' in scope
      ? await eventTicketTypeIds(db, scope.eventId, ids)
      : new Set(
          (await listTourTicketTypes(db, scope.eventGroupId, scope.organizerId)).map(
            (row) => row.ticketTypeId,
          ),
        );
  const missing = ids.find((id) => !found.has(id));
  if (missing) {
    const where = 'eventId' in scope ? 'this event' : "this tour's events";
    throw new DomainError('TICKET_TYPE_NOT_FOUND', `No ticket type ${missing} at ${where}`, {
      field: 'ticketTypeIds',
    });
  }
}

function couponRow(scope: CouponScope, input: Terms) {
  return (code: string) => ({
    code,
    ...('eventId' in scope ? { eventId: scope.eventId } : { eventGroupId: scope.eventGroupId }),
    name: input.name,
    maxRedemptions: input.maxRedemptions,
    perEventLimit: input.perEventLimit,
    validFrom: input.validFrom === null ? null : new Date(input.validFrom),
    validUntil: input.validUntil === null ? null : new Date(input.validUntil),
  });
}

const rowScope = (scope: OwnerScope): CouponScope =>
  'eventId' in scope ? { eventId: scope.eventId } : { eventGroupId: scope.eventGroupId };

export async function createSupercoupon(
  tx: Db,
  scope: OwnerScope,
  input: z.output<typeof supercouponBody>,
): Promise<string> {
  await checkTicketTypes(tx, scope, input.ticketTypeIds);
  const taken = () =>
    new DomainError('CODE_TAKEN', `The code ${input.code} is already in use`, { field: 'code' });
  if ((await takenSupercouponCodes(tx, [input.code])).size > 0) throw taken();
  const [id] = await insertSupercoupons(
    tx,
    [couponRow(rowScope(scope), input)(input.code)],
    input.ticketTypeIds,
  );
  // Taken between the check and the insert by a concurrent request: the unique constraint kept it out.
  if (!id) throw taken();
  return id;
}

/** Inserts `count` fresh random codes: a collision with an existing code is drawn again. */
export async function generateSupercoupons(
  tx: Db,
  scope: OwnerScope,
  input: z.output<typeof supercouponBulkBody>,
): Promise<string[]> {
  await checkTicketTypes(tx, scope, input.ticketTypeIds);
  const row = couponRow(rowScope(scope), input);
  const ids: string[] = [];
  for (let round = 0; ids.length < input.count && round < 5; round += 1) {
    const wanted = new Set<string>();
    while (wanted.size < input.count - ids.length) wanted.add(randomCodeText(input.prefix));
    const taken = await takenSupercouponCodes(tx, [...wanted]);
    const fresh = [...wanted].filter((code) => !taken.has(code));
    ids.push(...(await insertSupercoupons(tx, fresh.map(row), input.ticketTypeIds)));
  }
  if (ids.length < input.count) throw new Error(`could not draw ${input.count} free codes`);
  return ids;
}

export async function switchSupercoupon(
  tx: Db,
  scope: OwnerScope,
  id: string,
  active: boolean,
): Promise<void> {
  if (!(await setSupercouponActive(tx, rowScope(scope), id, active))) {
    const where = 'eventId' in scope ? 'this event' : "this event's tour";
    throw new DomainError('SUPERCOUPON_NOT_FOUND', `No coupon ${id} at ${where}`);
  }
}
