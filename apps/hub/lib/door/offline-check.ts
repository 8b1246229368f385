// The scanner's own verdict when the pass cannot be reached: the code's Ed25519 signature against the event's
// public key, its event, type and days, and the ticket's state in the door list (with this scanner's own scans).
import { verifyAsync } from '@noble/ed25519';
import { base64urlnopad } from '@scure/base';
import type { DoorDirection, DoorList, DoorResult, DoorTicketState } from '@repo/contract/door';
import { doorTicketStates } from '@repo/contract/door';
import {
  compactTicketId,
  decodeSignedCode,
  eventDayIndex,
  idTag,
  validOnDay,
} from '@repo/contract/door-code';

export interface LocalTicketState {
  state: DoorTicketState;
  /** This scanner's last passing scan of the ticket: what "already used" tells the steward. */
  scannedAt?: string;
  gate?: string;
}

/** A door list held in memory: tickets by compact id, with this scanner's offline scans applied over it. */
export interface HeldDoorList {
  list: Omit<DoorList, 'tickets'>;
  tickets: Map<string, { state: DoorTicketState; typeIndex: number }>;
  local: Map<string, LocalTicketState>;
}

export interface OfflineVerdict {
  result: DoorResult;
  ticketKey: string | null;
  ticketTypeNamePub: string | null;
  checkId: boolean;
  previous: { scannedAt: string; gate: string } | null;
}

export function holdDoorList(list: DoorList, local = new Map<string, LocalTicketState>()): HeldDoorList {
  const { tickets, ...rest } = list;
  return {
    list: rest,
    tickets: new Map(
      tickets.map(([key, state, typeIndex]) => [
        key,
        { state: doorTicketStates[state] ?? 'valid', typeIndex },
      ]),
    ),
    local,
  };
}

/** The held list as the pass sends it, to store it again. */
export function heldAsList(held: HeldDoorList): DoorList {
  return {
    ...held.list,
    tickets: [...held.tickets].map(([key, entry]) => [
      key,
      doorTicketStates.indexOf(entry.state),
      entry.typeIndex,
    ]),
  };
}

/** A delta from the pass: its tickets replace the held ones. */
export function applyDelta(held: HeldDoorList, delta: DoorList): HeldDoorList {
  const tickets = new Map(held.tickets);
  for (const [key, state, typeIndex] of delta.tickets) {
    tickets.set(key, { state: doorTicketStates[state] ?? 'valid', typeIndex });
  }
  const { tickets: _ignored, ...rest } = delta;
  return { list: rest, tickets, local: held.local };
}

const refusal = (result: DoorResult): OfflineVerdict => ({
  result,
  ticketKey: null,
  ticketTypeNamePub: null,
  checkId: false,
  previous: null,
});

async function signatureHolds(publicKey: string, payload: Uint8Array, signature: Uint8Array) {
  try {
    return await verifyAsync(signature, payload, base64urlnopad.decode(publicKey));
  } catch {
    return false;
  }
}

export async function checkOffline(
  held: HeldDoorList,
  code: string,
  direction: DoorDirection,
  now: Date,
): Promise<OfflineVerdict> {
  const { list } = held;
  const decoded = decodeSignedCode(code);
  // Random (older) codes and vouchers can only be checked by the pass.
  if (!decoded || !list.publicKey) return refusal('unknown');
  if (decoded.eventTag !== idTag(list.eventId)) return refusal('wrongEvent');
  if (!(await signatureHolds(list.publicKey, decoded.payload, decoded.signature))) return refusal('unknown');
  const key = compactTicketId(decoded.ticketId);
  const typeIndex = list.ticketTypes.findIndex((type) => idTag(type.ticketTypeId) === decoded.typeTag);
  const type = list.ticketTypes[typeIndex];
  const known = held.tickets.get(key);
  const local = held.local.get(key);
  const base = {
    ticketKey: key,
    ticketTypeNamePub: type?.namePub ?? null,
    checkId: type?.checkId ?? false,
    previous: local?.scannedAt && local.gate ? { scannedAt: local.scannedAt, gate: local.gate } : null,
  };
  if (!validOnDay(decoded.validDays, eventDayIndex(new Date(list.startsAt), now, list.timeZone))) {
    return { ...base, result: 'wrongDay' };
  }
  // A signed ticket missing from the list was sold after it was loaded: genuine, so valid.
  const state = local?.state ?? known?.state ?? 'valid';
  if (state === 'canceled') return { ...base, result: 'canceled' };
  if (direction === 'out') return { ...base, result: state === 'inside' ? 'checkedOut' : 'notInside' };
  const used = state === 'inside' || (state === 'outside' && !list.reentryAllowed);
  return used ? { ...base, result: 'alreadyUsed' } : { ...base, result: 'admitted', previous: null };
}

/** What a passing scan leaves the ticket as, for the next offline check. */
export function stateAfter(result: DoorResult): DoorTicketState | null {
  if (result === 'admitted') return 'inside';
  return result === 'checkedOut' ? 'outside' : null;
}
