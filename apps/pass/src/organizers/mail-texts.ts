// The organizer's additions to buyers' e-mails: read and save per scope (all events or one), and the texts one
// order's e-mail uses (the event's field when set, else the organizer's; the paragraph in the order's language).
import type { MailTexts } from '@repo/contract/hub-mail-texts';
import type { LabelLanguage } from '@repo/enums';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { events, organizerMailTexts, organizers } from '../db/schema';
import type { Translations } from '../db/schema/columns';
import { DomainError } from '../domain/domain-error';

type Row = typeof organizerMailTexts.$inferSelect;

const scope = (organizerId: string, eventId: string | null) =>
  and(
    eq(organizerMailTexts.organizerId, organizerId),
    eventId ? eq(organizerMailTexts.eventId, eventId) : isNull(organizerMailTexts.eventId),
  );

function toMailTexts(eventId: string | null, row: Row | undefined): MailTexts {
  const paragraph = row?.paragraph;
  return {
    eventId,
    senderName: row?.senderName ?? null,
    replyTo: row?.replyTo ?? null,
    paragraph: {
      cs: paragraph?.cs ?? '',
      sk: paragraph?.sk ?? '',
      en: paragraph?.en ?? '',
      de: paragraph?.de ?? '',
    },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function assertOwnEvent(db: Db, organizerId: string, eventId: string | null): Promise<void> {
  if (!eventId) return;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizerId, organizerId)));
  if (!event) throw new DomainError('EVENT_NOT_FOUND', `No event ${eventId} of this organizer`);
}

export async function readMailTexts(db: Db, organizerId: string, eventId: string | null) {
  await assertOwnEvent(db, organizerId, eventId);
  const [organizer] = await db
    .select({ name: organizers.name })
    .from(organizers)
    .where(eq(organizers.id, organizerId));
  const [row] = await db.select().from(organizerMailTexts).where(scope(organizerId, eventId));
  return { mailTexts: toMailTexts(eventId, row), organizerName: organizer?.name ?? '' };
}

export interface MailTextsInput {
  eventId: string | null;
  senderName: string | null;
  replyTo: string | null;
  paragraph: { cs: string; sk: string; en: string; de: string };
}

export async function saveMailTexts(db: Db, organizerId: string, input: MailTextsInput): Promise<MailTexts> {
  await assertOwnEvent(db, organizerId, input.eventId);
  const blankToNull = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);
  const texts = Object.fromEntries(
    Object.entries(input.paragraph).filter(([, text]) => text.trim() !== ''),
  ) as Partial<Translations>;
  const values = {
    senderName: blankToNull(input.senderName),
    replyTo: blankToNull(input.replyTo),
    // The Translations type wants Czech; other languages alone are kept too (they fall back among themselves).
    paragraph: Object.keys(texts).length > 0 ? (texts as Translations) : null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(organizerMailTexts)
    .values({ organizerId, eventId: input.eventId, ...values })
    .onConflictDoUpdate({
      target: [organizerMailTexts.organizerId, organizerMailTexts.eventId],
      set: values,
    })
    .returning();
  return toMailTexts(input.eventId, row);
}

export interface OrderMailTexts {
  senderName: string | null;
  replyTo: string | null;
  paragraph: string | null;
}

/** The texts of one event's e-mails in a language: the event's field when set, else the organizer's. */
export async function mailTextsFor(
  db: Db,
  organizerId: string | null,
  eventId: string,
  language: LabelLanguage,
): Promise<OrderMailTexts> {
  if (!organizerId) return { senderName: null, replyTo: null, paragraph: null };
  const rows = await db
    .select()
    .from(organizerMailTexts)
    .where(
      and(
        eq(organizerMailTexts.organizerId, organizerId),
        or(isNull(organizerMailTexts.eventId), eq(organizerMailTexts.eventId, eventId)),
      ),
    )
    // The event's row first.
    .orderBy(sql`${organizerMailTexts.eventId} is null`);
  const pick = <T>(read: (row: Row) => T | null | undefined): T | null => {
    for (const row of rows) {
      const value = read(row);
      if (value !== null && value !== undefined) return value;
    }
    return null;
  };
  return {
    senderName: pick((row) => row.senderName),
    replyTo: pick((row) => row.replyTo),
    paragraph: pick((row) => {
      const texts = row.paragraph;
      if (!texts) return null;
      return texts[language] ?? texts.cs ?? texts.en ?? texts.sk ?? texts.de ?? null;
    }),
  };
}
