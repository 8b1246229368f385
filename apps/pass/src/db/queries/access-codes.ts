// Access codes of an event: which requested codes are valid now and which ticket types they unlock.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { accessCodeTicketTypes, accessCodes } from '../schema';

export interface AccessCodeCheck {
  /** Requested codes valid for the event now, as the caller spelled them. */
  accepted: string[];
  rejected: string[];
  unlockedTicketTypeIds: Set<string>;
}

/** Codes compare without regard to case: visitors retype them from posters and e-mails. */
const normalize = (code: string): string => code.trim().toUpperCase();

export async function checkAccessCodes(
  db: Db,
  eventId: string,
  requested: readonly string[],
  now: Date,
): Promise<AccessCodeCheck> {
  const wanted = [...new Set(requested.map(normalize))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ code: accessCodes.code, ticketTypeId: accessCodeTicketTypes.ticketTypeId })
          .from(accessCodes)
          .leftJoin(accessCodeTicketTypes, eq(accessCodeTicketTypes.accessCodeId, accessCodes.id))
          .where(
            and(
              eq(accessCodes.eventId, eventId),
              eq(accessCodes.active, true),
              inArray(sql`upper(${accessCodes.code})`, wanted),
              or(isNull(accessCodes.validFrom), lte(accessCodes.validFrom, now)),
              or(isNull(accessCodes.validUntil), gt(accessCodes.validUntil, now)),
            ),
          );
  const validCodes = new Set(rows.map((row) => normalize(row.code)));
  const unique = [...new Set(requested)];
  return {
    accepted: unique.filter((code) => validCodes.has(normalize(code))),
    rejected: unique.filter((code) => !validCodes.has(normalize(code))),
    unlockedTicketTypeIds: new Set(rows.flatMap((row) => (row.ticketTypeId ? [row.ticketTypeId] : []))),
  };
}
