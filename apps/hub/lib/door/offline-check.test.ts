// Tests of the offline verdict: signed codes checked with the event's public key only, the door list's states,
// the scanner's own admissions, and codes of other events, days or keys.
import type { DoorList } from '@repo/contract/door';
import { doorTicketStates } from '@repo/contract/door';
import { compactTicketId, encodeSignedCode, idTag, signedPayload } from '@repo/contract/door-code';
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyDelta, checkOffline, holdDoorList, stateAfter } from './offline-check';

const eventId = '20000000-0000-4000-8000-000000000001';
const typeId = '40000000-0000-4000-8000-000000000001';
const startsAt = '2027-07-09T12:00:00.000Z';
const onTheDay = new Date('2027-07-09T18:00:00Z');

function keys() {
  const pair = generateKeyPairSync('ed25519');
  return { pair, publicKey: pair.publicKey.export({ format: 'jwk' }).x ?? '' };
}

function codeFor(
  ticketId: string,
  privateKey: ReturnType<typeof keys>['pair']['privateKey'],
  event = eventId,
) {
  const payload = signedPayload({
    ticketId,
    eventTag: idTag(event),
    typeTag: idTag(typeId),
    validDays: 0b11,
  });
  return encodeSignedCode(payload, new Uint8Array(sign(null, payload, privateKey)));
}

function list(publicKey: string, tickets: DoorList['tickets'] = []): DoorList {
  return {
    eventId,
    eventNamePub: 'Léto pod lipami',
    publicKey,
    startsAt,
    timeZone: 'Europe/Prague',
    reentryAllowed: false,
    ticketTypes: [{ ticketTypeId: typeId, namePub: 'Snížená', checkId: true }],
    tickets,
    cursor: 7,
    full: true,
  };
}

const ticketA = '0e9f8d7c-6b5a-4938-a7b6-c5d4e3f2a1b0';

describe('checkOffline', () => {
  it('admits a genuine ticket once, then refuses it with when and where', async () => {
    const { pair, publicKey } = keys();
    const held = holdDoorList(list(publicKey, [[compactTicketId(ticketA), 0, 0]]));
    const code = codeFor(ticketA, pair.privateKey);
    const first = await checkOffline(held, code, 'in', onTheDay);
    expect(first).toMatchObject({ result: 'admitted', checkId: true, ticketTypeNamePub: 'Snížená' });
    held.local.set(compactTicketId(ticketA), {
      state: stateAfter(first.result) ?? 'valid',
      scannedAt: onTheDay.toISOString(),
      gate: 'Brána A',
    });
    const second = await checkOffline(held, code, 'in', onTheDay);
    expect(second).toMatchObject({
      result: 'alreadyUsed',
      previous: { scannedAt: onTheDay.toISOString(), gate: 'Brána A' },
    });
  });

  it('admits a signed ticket sold after the list was loaded, and refuses canceled ones', async () => {
    const { pair, publicKey } = keys();
    const canceled = '1e9f8d7c-6b5a-4938-a7b6-c5d4e3f2a1b0';
    const held = holdDoorList(
      list(publicKey, [[compactTicketId(canceled), doorTicketStates.indexOf('canceled'), 0]]),
    );
    expect((await checkOffline(held, codeFor(ticketA, pair.privateKey), 'in', onTheDay)).result).toBe(
      'admitted',
    );
    expect((await checkOffline(held, codeFor(canceled, pair.privateKey), 'in', onTheDay)).result).toBe(
      'canceled',
    );
  });

  it('refuses forged codes, other events, other days and random codes', async () => {
    const { pair, publicKey } = keys();
    const held = holdDoorList(list(publicKey));
    const forged = codeFor(ticketA, keys().pair.privateKey);
    expect((await checkOffline(held, forged, 'in', onTheDay)).result).toBe('unknown');
    const elsewhere = codeFor(ticketA, pair.privateKey, '20000000-0000-4000-8000-000000000006');
    expect((await checkOffline(held, elsewhere, 'in', onTheDay)).result).toBe('wrongEvent');
    const dayAfter = new Date('2027-07-11T18:00:00Z');
    expect((await checkOffline(held, codeFor(ticketA, pair.privateKey), 'in', dayAfter)).result).toBe(
      'wrongDay',
    );
    expect((await checkOffline(held, 'Zt3xq8yXv1Hn2k5pQ9s0wA', 'in', onTheDay)).result).toBe('unknown');
  });

  it('takes a delta over the held list', async () => {
    const { pair, publicKey } = keys();
    const held = holdDoorList(list(publicKey, [[compactTicketId(ticketA), 0, 0]]));
    const next = applyDelta(held, {
      ...list(publicKey, [[compactTicketId(ticketA), doorTicketStates.indexOf('inside'), 0]]),
      cursor: 9,
      full: false,
    });
    expect(next.list.cursor).toBe(9);
    expect((await checkOffline(next, codeFor(ticketA, pair.privateKey), 'in', onTheDay)).result).toBe(
      'alreadyUsed',
    );
  });
});
