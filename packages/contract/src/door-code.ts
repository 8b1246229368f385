// Signed ticket codes: the bytes a ticket's QR code carries so a door scanner holding only the event's public key
// can tell a genuine ticket, its event, type and validity days. Signing is the pass service's; verifying anyone's.
import { base32nopad, base64urlnopad } from '@scure/base';

/** Written before the base32 text; random (older) codes are 22 base64url characters and never start with it. */
export const SIGNED_CODE_PREFIX = 'T1';

const ID_BYTES = 16;
const TAG_BYTES = 4;
const DAYS_BYTES = 2;
export const SIGNED_PAYLOAD_BYTES = ID_BYTES + TAG_BYTES + TAG_BYTES + DAYS_BYTES;
export const SIGNATURE_BYTES = 64;
/** Days counted from the event's first day (its start date in its time zone); bit 0 is that day. */
export const MAX_VALIDITY_DAYS = DAYS_BYTES * 8;

export interface SignedTicketFields {
  ticketId: string;
  /**
   * The last 8 hex digits of the event's and the ticket type's ids (random in v4 UUIDs, and distinct in the
   * seeded ids, which share their first digits): enough to tell them apart at one door.
   */
  eventTag: string;
  typeTag: string;
  /** Bit i set: valid on the event's day i (0 = its first day). */
  validDays: number;
}

export interface DecodedSignedCode extends SignedTicketFields {
  payload: Uint8Array;
  signature: Uint8Array;
}

export function idTag(uuid: string): string {
  return uuid
    .replace(/-/g, '')
    .slice(-TAG_BYTES * 2)
    .toLowerCase();
}

function hexToBytes(hex: string, into: Uint8Array, at: number): void {
  for (let index = 0; index < hex.length / 2; index += 1) {
    into[at + index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function bytesToUuid(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The bytes that are signed: ticket id, event tag, type tag, validity days (big-endian). */
export function signedPayload(fields: SignedTicketFields): Uint8Array {
  const payload = new Uint8Array(SIGNED_PAYLOAD_BYTES);
  hexToBytes(fields.ticketId.replace(/-/g, ''), payload, 0);
  hexToBytes(fields.eventTag, payload, ID_BYTES);
  hexToBytes(fields.typeTag, payload, ID_BYTES + TAG_BYTES);
  payload[ID_BYTES + 2 * TAG_BYTES] = (fields.validDays >> 8) & 0xff;
  payload[ID_BYTES + 2 * TAG_BYTES + 1] = fields.validDays & 0xff;
  return payload;
}

/**
 * The QR text: prefix and upper-case base32, all in the QR alphanumeric set, which packs 5.5 bits a character
 * where base64 in byte mode needs 8 for 6 bits; the code fits a version 7 symbol at error correction M.
 */
export function encodeSignedCode(payload: Uint8Array, signature: Uint8Array): string {
  const joined = new Uint8Array(payload.length + signature.length);
  joined.set(payload, 0);
  joined.set(signature, payload.length);
  return SIGNED_CODE_PREFIX + base32nopad.encode(joined);
}

/** The fields of a signed code, unverified; null for anything else (a random code, a typo, a voucher). */
export function decodeSignedCode(code: string): DecodedSignedCode | null {
  const text = code.trim().toUpperCase();
  if (!text.startsWith(SIGNED_CODE_PREFIX)) return null;
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(text.slice(SIGNED_CODE_PREFIX.length));
  } catch {
    return null;
  }
  if (bytes.length !== SIGNED_PAYLOAD_BYTES + SIGNATURE_BYTES) return null;
  const payload = bytes.slice(0, SIGNED_PAYLOAD_BYTES);
  const daysAt = ID_BYTES + 2 * TAG_BYTES;
  return {
    ticketId: bytesToUuid(payload.slice(0, ID_BYTES)),
    eventTag: bytesToHex(payload.slice(ID_BYTES, ID_BYTES + TAG_BYTES)),
    typeTag: bytesToHex(payload.slice(ID_BYTES + TAG_BYTES, daysAt)),
    validDays: ((payload[daysAt] ?? 0) << 8) | (payload[daysAt + 1] ?? 0),
    payload,
    signature: bytes.slice(SIGNED_PAYLOAD_BYTES),
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Midnight UTC of the calendar day `value` falls on in the zone (a formatter per zone: making one is slow). */
function calendarDay(value: Date, timeZone: string): number {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
    dayFormats.set(timeZone, format);
  }
  return Date.parse(`${format.format(value)}T00:00:00Z`);
}

/** Whole days from the event's first day to `date`, both as calendar days in the event's time zone. */
export function eventDayIndex(eventStartsAt: Date, date: Date, timeZone: string): number {
  return Math.round((calendarDay(date, timeZone) - calendarDay(eventStartsAt, timeZone)) / 86_400_000);
}

/** Every day of an event from its first to its last (at most MAX_VALIDITY_DAYS), as a validity mask. */
export function wholeEventDays(startsAt: Date, endsAt: Date, timeZone: string): number {
  const days = Math.min(MAX_VALIDITY_DAYS, eventDayIndex(startsAt, endsAt, timeZone) + 1);
  return days >= MAX_VALIDITY_DAYS ? 0xffff : (1 << days) - 1;
}

export function validOnDay(validDays: number, dayIndex: number): boolean {
  return dayIndex >= 0 && dayIndex < MAX_VALIDITY_DAYS && (validDays & (1 << dayIndex)) !== 0;
}

/** A ticket id as the door list carries it: its 16 bytes in base64url (22 characters instead of 36). */
export function compactTicketId(uuid: string): string {
  const bytes = new Uint8Array(ID_BYTES);
  hexToBytes(uuid.replace(/-/g, ''), bytes, 0);
  return base64urlnopad.encode(bytes);
}
