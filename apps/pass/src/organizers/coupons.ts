// The organiser's coupons: supercoupons (and single-ticket coupons) of one event, by hand or in bulk, switched off.
import type { supercouponBody, supercouponBulkBody } from '@repo/contract/hub-coupons';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { eventTicketTypeIds } from '../db/queries/catalogue-codes';
import { insertSupercoupons, setSupercouponActive, takenSupercouponCodes } from '../db/queries/hub-coupons';
import { DomainError } from '../domain/domain-error';
import { randomCodeText } from './code-text';

type Terms = z.output<typeof supercouponBulkBody> | z.output<typeof supercouponBody>;

async function checkTicketTypes(db: Db, eventId: string, ids: readonly string[]): Promise<void> {
  const found = await eventTicketTypeIds(db, eventId, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing) {
    throw new DomainError('TICKET_TYPE_NOT_FOUND', `No ticket type ${missing} at this event`, {
      field: 'ticketTypeIds',
    });
  }
}

function couponRow(eventId: string, input: Terms) {
  return (code: string) => ({
    code,
    eventId,
    name: input.name,
    maxRedemptions: input.maxRedemptions,
    perEventLimit: input.perEventLimit,
    validFrom: input.validFrom === null ? null : new Date(input.validFrom),
    validUntil: input.validUntil === null ? null : new Date(input.validUntil),
  });
}

export async function createSupercoupon(
  tx: Db,
  eventId: string,
  input: z.output<typeof supercouponBody>,
): Promise<string> {
  await checkTicketTypes(tx, eventId, input.ticketTypeIds);
  const taken = () =>
    new DomainError('CODE_TAKEN', `The code ${input.code} is already in use`, { field: 'code' });
  if ((await takenSupercouponCodes(tx, [input.code])).size > 0) throw taken();
  const [id] = await insertSupercoupons(tx, [couponRow(eventId, input)(input.code)], input.ticketTypeIds);
  // Taken between the check and the insert by a concurrent request: the unique constraint kept it out.
  if (!id) throw taken();
  return id;
}

/** Inserts `count` fresh random codes: a collision with an existing code is drawn again. */
export async function generateSupercoupons(
  tx: Db,
  eventId: string,
  input: z.output<typeof supercouponBulkBody>,
): Promise<string[]> {
  await checkTicketTypes(tx, eventId, input.ticketTypeIds);
  const row = couponRow(eventId, input);
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

export async function switchSupercoupon(tx: Db, eventId: string, id: string, active: boolean): Promise<void> {
  if (!(await setSupercouponActive(tx, eventId, id, active))) {
    throw new DomainError('SUPERCOUPON_NOT_FOUND', `No coupon ${id} at this event`);
  }
}
