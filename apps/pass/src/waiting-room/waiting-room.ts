// The waiting room's rules: a visitor's place and estimated wait, the admission token once admitted, and the
// check every hold makes while the event's room is on (so calling the API directly skips nothing).
import type { WaitingRoomVisit } from '@repo/contract/waiting-room';
import type { Db } from '../db/database';
import { findWaitingRoom } from '../db/queries/waiting-room';
import type { WaitingRoomRow } from '../db/queries/waiting-room';
import { DomainError } from '../domain/domain-error';
import { admissionTokenValid, issueAdmissionToken } from './admission-token';
import type { QueueRules, QueueStore } from './queue-store';

export interface WaitingRoomConfig {
  store: QueueStore;
  /** Signs admission tokens (WAITING_ROOM_SECRET). */
  secret: string;
  keepPlaceMs: number;
  admissionMs: number;
}

/** How often a waiting visitor polls: often enough to see the place move, rarely enough for 20,000 of them. */
const POLL_SECONDS = 5;

function rulesOf(room: WaitingRoomRow, config: WaitingRoomConfig): QueueRules {
  return {
    opensAt: room.opensAt,
    admitPerMinute: room.admitPerMinute,
    maxShoppers: room.maxShoppers,
    keepPlaceMs: config.keepPlaceMs,
    admissionMs: config.admissionMs,
  };
}

/**
 * Seconds until the visitor at `position` is admitted, counted from now (or the opening): admissions come at the
 * rate, but at most maxShoppers within one admission's length, since an admission holds its place among the
 * shoppers until it ends. When that binds, every maxShoppers admissions wait for the first of them to end. Shoppers
 * already inside are not known here, so a later arrival may wait longer than this says.
 */
export function secondsUntilTurn(
  position: number,
  admitPerMinute: number,
  maxShoppers: number,
  admissionMs: number,
): number {
  const ahead = position - 1;
  const perAdmission = 60 / admitPerMinute;
  const admissionSeconds = admissionMs / 1000;
  if (maxShoppers * perAdmission >= admissionSeconds) return ahead * perAdmission;
  return Math.floor(ahead / maxShoppers) * admissionSeconds + (ahead % maxShoppers) * perAdmission;
}

export async function visitWaitingRoom(
  db: Db,
  config: WaitingRoomConfig,
  eventId: string,
  browserId: string,
  now = new Date(),
): Promise<WaitingRoomVisit> {
  const room = await findWaitingRoom(db, eventId);
  const none = { position: null, estimatedWaitSeconds: null, admissionToken: null, admissionExpiresAt: null };
  if (!room?.active) {
    return { state: 'open', opensAt: null, beforeOpening: false, pollSeconds: POLL_SECONDS, ...none };
  }
  const common = { opensAt: room.opensAt.toISOString(), pollSeconds: POLL_SECONDS };
  const visit = await config.store.visit(eventId, browserId, rulesOf(room, config), now);
  if (visit.state === 'admitted') {
    const expiresAt = new Date(visit.admittedAt.getTime() + config.admissionMs);
    return {
      ...common,
      ...none,
      state: 'admitted',
      beforeOpening: false,
      admissionToken: issueAdmissionToken(config.secret, { eventId, browserId, expiresAt }),
      admissionExpiresAt: expiresAt.toISOString(),
    };
  }
  const untilOpening = Math.max(0, room.opensAt.getTime() - now.getTime()) / 1000;
  const estimatedWaitSeconds = Math.ceil(
    untilOpening +
      secondsUntilTurn(visit.position, room.admitPerMinute, room.maxShoppers, config.admissionMs),
  );
  return {
    ...common,
    ...none,
    state: 'waiting',
    position: visit.position,
    beforeOpening: visit.beforeOpening,
    estimatedWaitSeconds,
  };
}

/**
 * Refuses a hold of an event whose waiting room (`room`, as read with the event) is on unless the browser's
 * admission token is valid. Synchronous, so the hold path checks it on the row its own first query brought.
 */
export function checkAdmission(
  config: WaitingRoomConfig,
  room: WaitingRoomRow | null | undefined,
  eventId: string,
  browserId: string | undefined,
  token: string | undefined,
  now = new Date(),
): void {
  if (!room?.active) return;
  if (browserId && token && admissionTokenValid(config.secret, token, eventId, browserId, now)) return;
  throw new DomainError(
    'ADMISSION_REQUIRED',
    'The sale of this event goes through a waiting room: queue at /pass/waiting-room/{eventId}/visit and send ' +
      'its admission token (x-admission-token) with the same x-browser-id',
  );
}

/** checkAdmission with the event's waiting room read first (the order endpoints). */
export async function requireAdmission(
  db: Db,
  config: WaitingRoomConfig,
  eventId: string,
  browserId: string | undefined,
  token: string | undefined,
  now = new Date(),
): Promise<void> {
  checkAdmission(config, await findWaitingRoom(db, eventId), eventId, browserId, token, now);
}
