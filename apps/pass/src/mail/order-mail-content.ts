// What the paid-order e-mail says, in the order's language: built once, rendered as HTML and as plain text.
import type { LabelLanguage } from '@repo/enums';
import type { Receipt } from '../receipts/receipt';

export interface OrderMailTicket {
  typeName: string;
  holderName: string | null;
  seat: { sector: string; row: string; number: number } | null;
  code: string;
  /** Absolute links; null when that wallet is not configured. */
  appleWalletUrl: string | null;
  googleWalletUrl: string | null;
}

export interface OrderMailContent {
  language: LabelLanguage;
  subject: string;
  orderNumber: number;
  orderUrl: string;
  demo: boolean;
  organizerName: string;
  /** The organizer's own paragraph for this event's buyers (hub: e-mail texts), in the order's language. */
  organizerNote?: string | null;
  event: {
    name: string;
    /** "Friday 2 July 2027" in the event's time zone. */
    dateText: string;
    /** "18:00 – 23:00" (or with the end's date when it ends on another day), in the event's time zone. */
    timeText: string;
    venue: string | null;
    address: string | null;
  };
  tickets: readonly OrderMailTicket[];
  vouchers: readonly { name: string; quantity: number; code: string }[];
  receipt: Receipt;
  /** The tickets' PDF is attached. */
  pdfAttached: boolean;
}

/** The event's date and time lines, as people in its time zone read them. */
export function eventWhen(
  event: { startsAt: Date; endsAt: Date; timeZone: string },
  language: LabelLanguage,
): { dateText: string; timeText: string } {
  const { timeZone } = event;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
  const sameDay = date.format(event.startsAt) === date.format(event.endsAt);
  const end = sameDay
    ? time.format(event.endsAt)
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        event.endsAt,
      );
  return { dateText: date.format(event.startsAt), timeText: `${time.format(event.startsAt)} – ${end}` };
}
