// Each event's Ed25519 key pair: made once (with the event's first signed ticket) and kept in event_door; the
// private key signs ticket codes here and nowhere else.
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Db } from '../db/database';
import { findEventDoor, insertEventDoor } from '../db/queries/door-events';
import type { EventDoorRow } from '../db/queries/door-events';

export function newEventKeyPair(): { publicKey: string; privateKey: string } {
  const pair = generateKeyPairSync('ed25519');
  // The raw 32 key bytes are the JWK's x: what a browser's verifier takes.
  const jwk = pair.publicKey.export({ format: 'jwk' });
  return {
    publicKey: jwk.x ?? '',
    privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

/** The event's door row, with a key pair made now if it has none (two racing sales keep the first one). */
export async function eventDoorWithKey(db: Db, eventId: string): Promise<EventDoorRow> {
  const existing = await findEventDoor(db, eventId);
  if (existing) return existing;
  await insertEventDoor(db, { eventId, ...newEventKeyPair() });
  const made = await findEventDoor(db, eventId);
  if (!made) throw new Error(`event_door of ${eventId} vanished`);
  return made;
}

const keyCache = new Map<string, KeyObject>();

function privateKeyObject(door: EventDoorRow): KeyObject {
  let key = keyCache.get(door.privateKey);
  if (!key) {
    key = createPrivateKey({ key: Buffer.from(door.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
    keyCache.set(door.privateKey, key);
  }
  return key;
}

export function signWithEventKey(door: EventDoorRow, payload: Uint8Array): Uint8Array {
  return new Uint8Array(sign(null, payload, privateKeyObject(door)));
}
