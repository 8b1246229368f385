// Door check-in: scanning tickets and vouchers at an event's gates (online, or queued offline and synced), undo,
// the door list scanners keep for offline checks, the door rules, and the live progress the hub shows.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, queryInt, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

export const doorDirection = z.enum(['in', 'out']);
export type DoorDirection = z.infer<typeof doorDirection>;

/**
 * admitted, checkedOut (re-entry events), redeemed (a voucher): the person may pass. The others refuse:
 * alreadyUsed (inside, or a used voucher), notInside (checking out who never came in), wrongEvent, wrongDay,
 * canceled, unknown.
 */
export const doorResults = [
  'admitted',
  'checkedOut',
  'redeemed',
  'alreadyUsed',
  'notInside',
  'wrongEvent',
  'wrongDay',
  'canceled',
  'unknown',
] as const;
export const doorResult = z.enum(doorResults);
export type DoorResult = z.infer<typeof doorResult>;
export const passingResults: readonly DoorResult[] = ['admitted', 'checkedOut', 'redeemed'];

/** The scanner's own id of one scan (a UUID it makes): sending it again never scans twice. */
export const scanId = z.string().trim().min(8, { error: 'must be a scan id' }).max(64);
/** Ticket QR codes (signed or random) and voucher codes, as scanned or typed. */
export const doorCode = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'is too long for a ticket or voucher code' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a ticket or voucher code: letters, digits, - and _' });
const gateName = z.string().trim().min(1, { error: 'must not be empty' }).max(60);

export const doorScan = z.object({
  scanId: z.string(),
  result: doorResult,
  direction: doorDirection,
  gate: z.string(),
  scannedAt: isoDateTime,
  offline: z.boolean(),
  /** An offline admission of a ticket another gate had admitted first. */
  conflict: z.boolean(),
  undoneAt: isoDateTime.nullable(),
  ticket: z
    .object({
      ticketId: uuid,
      ticketTypeId: uuid,
      ticketTypeNamePub: z.string(),
      /** Reduced tickets: the steward asks for an ID. */
      checkId: z.boolean(),
      holderName: z.string().nullable(),
    })
    .nullable(),
  voucher: z.object({ voucherId: uuid, namePub: z.string(), quantity: z.int() }).nullable(),
  /** alreadyUsed: the scan that used it (when and at which gate). */
  previous: z.object({ scannedAt: isoDateTime, gate: z.string() }).nullable(),
});
export type DoorScan = z.infer<typeof doorScan>;

const eventParams = z.object({ eventId: uuid });

export const doorScanBody = z.object({
  scanId,
  code: doorCode,
  direction: doorDirection.default('in'),
  /** Members name their gate; a device is its gate (its name). */
  gate: gateName.optional(),
});

export const offlineScan = z.object({
  scanId,
  code: doorCode,
  direction: doorDirection,
  /** When the scan was made (the scanner's clock), not when it is sent. */
  scannedAt: isoDateTime,
  /** What the scanner answered offline; only its admissions can be in conflict. */
  localResult: doorResult,
  gate: gateName.optional(),
});
export const MAX_SYNC_SCANS = 2000;

/** Door-list ticket states, as small numbers to keep 50,000 tickets under 2 MB. */
export const doorTicketStates = ['valid', 'inside', 'outside', 'canceled'] as const;
export type DoorTicketState = (typeof doorTicketStates)[number];

export const doorList = z.object({
  eventId: uuid,
  eventNamePub: z.string(),
  /** The event's Ed25519 public key (32 bytes, base64url); null before its first signed ticket. */
  publicKey: z.string().nullable(),
  startsAt: isoDateTime,
  timeZone: z.string(),
  reentryAllowed: z.boolean(),
  ticketTypes: z.array(z.object({ ticketTypeId: uuid, namePub: z.string(), checkId: z.boolean() })),
  /**
   * [ticket id as base64url of its 16 bytes, index into doorTicketStates, index into ticketTypes]; with a
   * cursor only the tickets changed after it.
   */
  tickets: z.array(z.tuple([z.string(), z.int(), z.int()])),
  /** Give it back as `after` for the next delta. */
  cursor: z.int().nonnegative(),
  full: z.boolean(),
});
export type DoorList = z.infer<typeof doorList>;

const countRow = { admitted: z.int(), checkedOut: z.int(), refused: z.int() };

export const doorProgress = z.object({
  /** The door rules as set: may visitors check out and come back in. */
  reentryAllowed: z.boolean(),
  tickets: z.int(),
  inside: z.int(),
  admitted: z.int(),
  byGate: z.array(z.object({ gate: z.string(), ...countRow })),
  byTicketType: z.array(
    z.object({
      ticketTypeId: uuid,
      namePub: z.string(),
      /** Reduced or personal tickets: the scanner asks the steward to check an ID. */
      checkId: z.boolean(),
      tickets: z.int(),
      admitted: z.int(),
      inside: z.int(),
    }),
  ),
  /** Offline admissions of tickets another scan admitted earlier, newest first. */
  conflicts: z.array(
    z.object({
      scanId: z.string(),
      ticketId: uuid.nullable(),
      ticketTypeNamePub: z.string(),
      gate: z.string(),
      scannedAt: isoDateTime,
      first: z.object({ gate: z.string(), scannedAt: isoDateTime }).nullable(),
    }),
  ),
});
export type DoorProgress = z.infer<typeof doorProgress>;

const doorAccess = organizerAccess('door', 'params.eventId', ['scanner']);

export const doorEvent = z.object({
  eventId: uuid,
  namePub: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
});

export const doorEndpoints = {
  doorEvents: defineEndpoint({
    id: 'doorEvents',
    method: 'GET',
    path: '/pass/door/organizer/{organizerId}/events',
    tag: 'door',
    summary:
      "The organizer's events the caller may check in at (a door member: the events given), soonest first",
    access: organizerAccess('door', 'params.organizerId'),
    params: z.object({ organizerId: uuid }),
    response: ok({ events: z.array(doorEvent) }),
    errors: [403, 404],
  }),
  doorScan: defineEndpoint({
    id: 'doorScan',
    method: 'POST',
    path: '/pass/door/event/{eventId}/scan',
    tag: 'door',
    summary:
      'Scan a ticket or voucher at a gate: admits a ticket once (or checks it out and in again when the event ' +
      'allows re-entry), redeems a voucher once; the same scanId answers the first result again',
    access: doorAccess,
    params: eventParams,
    body: doorScanBody,
    response: ok({ scan: doorScan }),
    errors: [403, 404, 422],
  }),
  doorUndo: defineEndpoint({
    id: 'doorUndo',
    method: 'POST',
    path: '/pass/door/event/{eventId}/scan/{scanId}/undo',
    tag: 'door',
    summary:
      'Undo a mistaken admission, check-out or redemption (the ticket or voucher can be scanned again)',
    access: doorAccess,
    params: z.object({ eventId: uuid, scanId }),
    response: ok({ scan: doorScan }),
    errors: [403, 404, 422],
  }),
  doorSync: defineEndpoint({
    id: 'doorSync',
    method: 'POST',
    path: '/pass/door/event/{eventId}/sync',
    tag: 'door',
    summary:
      'Send scans made offline, with their real times: the first admission of a ticket wins, a later one is ' +
      'flagged as a conflict; scans sent before answer their first result',
    access: doorAccess,
    params: eventParams,
    body: z.object({ scans: z.array(offlineScan).min(1).max(MAX_SYNC_SCANS) }),
    response: ok({ scans: z.array(doorScan) }),
    errors: [403, 404],
  }),
  doorList: defineEndpoint({
    id: 'doorList',
    method: 'GET',
    path: '/pass/door/event/{eventId}/list',
    tag: 'door',
    summary:
      "The event's door list for offline checks: every ticket's state and type, or what changed after a cursor",
    access: doorAccess,
    params: eventParams,
    query: z.object({ after: queryInt('after').nonnegative().optional() }),
    response: ok({ list: doorList }),
    errors: [403, 404],
  }),
  doorProgress: defineEndpoint({
    id: 'doorProgress',
    method: 'GET',
    path: '/pass/door/event/{eventId}/progress',
    tag: 'door',
    summary: 'Check-in progress: tickets inside, per gate and ticket type, and the flagged offline conflicts',
    access: doorAccess,
    params: eventParams,
    response: ok({ progress: doorProgress }),
    errors: [403, 404],
  }),
  doorRulesUpdate: defineEndpoint({
    id: 'doorRulesUpdate',
    method: 'POST',
    path: '/pass/door/event/{eventId}/rules',
    tag: 'door',
    summary: 'Set whether visitors may check out and come back, and which ticket types need an ID check',
    access: organizerAccess('events', 'params.eventId'),
    params: eventParams,
    body: z.object({
      reentryAllowed: z.boolean(),
      checkIdTicketTypeIds: z.array(uuid).max(200),
    }),
    response: ok({ reentryAllowed: z.boolean(), checkIdTicketTypeIds: z.array(uuid) }),
    errors: [403, 404, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
