// Discount codes: resolving a code of an event, pricing the ticket lines it covers, and counting its uses.
import type { DiscountCodeCheck } from '@repo/contract/discount-codes';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discountCodes, discountCodeTicketTypes } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export interface ResolvedDiscountCode {
  code: DiscountCodeRow;
  /** Ticket types the code covers; null means every ticket type of the event. */
  ticketTypeIds: string[] | null;
}

/**
 * The code of an event that can be used at `now`, or the 4xx that says why not: 404 unknown (or another
 * event's), 422 not yet valid, 410 expired, 409 used up. Codes compare case-insensitively.
 */
export async function resolveDiscountCode(
  db: Db,
  eventId: string,
  text: string,
  now: Date,
): Promise<ResolvedDiscountCode> {
  const wanted = text.trim().toUpperCase();
  const [code] = await db
    .select()
    .from(discountCodes)
    // A switched-off code answers as an unknown one: the buyer cannot tell it ever existed.
    .where(
      and(
        eq(discountCodes.eventId, eventId),
        eq(discountCodes.active, true),
        sql`upper(${discountCodes.code}) = ${wanted}`,
      ),
    )
    // Codes are stored upper case; should two rows differ only in case, the upper-case one wins.
    .orderBy(desc(sql`${discountCodes.code} = ${wanted}`))
    .limit(1);
  if (!code) throw notFound('discountCode', `The event has no discount code ${wanted}`);
  if (code.validFrom && code.validFrom > now) {
    throw new DomainError(
      'DISCOUNT_CODE_NOT_YET_VALID',
      `Discount code ${code.code} is valid from ${code.validFrom.toISOString()}`,
      { validFrom: code.validFrom.toISOString() },
    );
  }
  if (code.validUntil && code.validUntil <= now) {
    throw new DomainError(
      'DISCOUNT_CODE_EXPIRED',
      `Discount code ${code.code} expired at ${code.validUntil.toISOString()}`,
    );
  }
  if (code.usageLimit !== null && code.used >= code.usageLimit) throw usedUp(code.code);
  const types = await db
    .select({ ticketTypeId: discountCodeTicketTypes.ticketTypeId })
    .from(discountCodeTicketTypes)
    .where(eq(discountCodeTicketTypes.discountCodeId, code.id))
    .orderBy(asc(discountCodeTicketTypes.ticketTypeId));
  return { code, ticketTypeIds: types.length > 0 ? types.map((row) => row.ticketTypeId) : null };
}

function usedUp(code: string): DomainError {
  return new DomainError('DISCOUNT_CODE_USED_UP', `Discount code ${code} has no uses left`);
}

/** The answer of the check endpoint for a usable code. */
export function toDiscountCodeCheck({ code, ticketTypeIds }: ResolvedDiscountCode): DiscountCodeCheck {
  return {
    valid: true,
    code: code.code.toUpperCase(),
    kind: code.kind,
    value: code.value,
    ticketTypeIds,
    remainingUses: code.usageLimit === null ? null : code.usageLimit - code.used,
    validUntil: code.validUntil?.toISOString() ?? null,
  };
}

/**
 * Discount on one ticket of `price`: a percent rounds half up to whole minor units (prices are
 * non-negative, so flooring price × bp + 5000 is half-up); a fixed amount never exceeds the price.
 */
export function unitDiscount(kind: DiscountCodeRow['kind'], value: number, price: number): number {
  if (kind === 'percent') return Math.floor((price * value + 5000) / 10000);
  return Math.min(value, price);
}

interface DiscountableLine {
  kind: 'ticket' | 'product' | 'chipCredit' | 'chipFee';
  ticketTypeId: string | null;
  unitPrice: number;
}

function covers(ticketTypeIds: readonly string[] | null, line: DiscountableLine): boolean {
  if (line.kind !== 'ticket' || line.ticketTypeId === null) return false;
  return ticketTypeIds === null || ticketTypeIds.includes(line.ticketTypeId);
}

/**
 * Lines with the code applied: each covered ticket gets `discount` off its catalogue price and `unitPrice`
 * becomes the price after it (order_item stores both). Products are never discounted. A code that covers
 * none of the tickets is refused (422) rather than silently spending a use on nothing.
 */
export function applyDiscount<L extends DiscountableLine>(
  lines: readonly L[],
  resolved: ResolvedDiscountCode | null,
): (L & { discount: number })[] {
  if (!resolved) return lines.map((line) => ({ ...line, discount: 0 }));
  const { code, ticketTypeIds } = resolved;
  if (!lines.some((line) => covers(ticketTypeIds, line))) {
    throw new DomainError(
      'DISCOUNT_CODE_NOT_APPLICABLE',
      `Discount code ${code.code} does not apply to any ticket of this order`,
      { ticketTypeIds },
    );
  }
  return lines.map((line) => {
    const discount = covers(ticketTypeIds, line) ? unitDiscount(code.kind, code.value, line.unitPrice) : 0;
    return { ...line, unitPrice: line.unitPrice - discount, discount };
  });
}

/**
 * Counts one use of the code. The limit is in the UPDATE's condition, so concurrent orders serialize on the
 * code's row and re-check it after the one before commits: never more uses than the limit. No row updated
 * means no use is left (409); the caller's transaction, and with it the order, then rolls back.
 */
export async function takeDiscountUse(tx: Db, code: DiscountCodeRow): Promise<void> {
  const taken = await tx
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} + 1` })
    .where(
      and(
        eq(discountCodes.id, code.id),
        or(isNull(discountCodes.usageLimit), lte(sql`${discountCodes.used} + 1`, discountCodes.usageLimit)),
      ),
    )
    .returning({ id: discountCodes.id });
  if (taken.length === 0) throw usedUp(code.code);
}

/** Gives back the use an unpaid order took when it is canceled or expires (never below zero). */
export async function giveBackDiscountUse(
  tx: Db,
  discountCodeIds: readonly (string | null)[],
): Promise<void> {
  for (const id of discountCodeIds) {
    if (!id) continue;
    await tx
      .update(discountCodes)
      .set({ used: sql`${discountCodes.used} - 1` })
      .where(and(eq(discountCodes.id, id), gt(discountCodes.used, 0)));
  }
}
