import {
  decodeSignedCode,
  encodeSignedCode,
  idTag,
  signedPayload,
  validOnDay,
  wholeEventDays,
} from '@repo/contract/door-code';
import { createPublicKey, verify } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { newEventKeyPair, signWithEventKey } from './event-keys';

const eventId = '3f0c2a9e-1b7d-4c55-9a0e-6b2f8d1e4a70';
const typeId = 'a81b44c2-0d3e-4f6a-8b9c-1d2e3f405162';
const ticketId = '0e9f8d7c-6b5a-4938-a7b6-c5d4e3f2a1b0';

function keyedDoor() {
  const pair = newEventKeyPair();
  return { eventId, ...pair, reentryAllowed: false, checkIdTicketTypeIds: [], createdAt: new Date() };
}

function signedCode(door = keyedDoor(), validDays = 0b11) {
  const payload = signedPayload({ ticketId, eventTag: idTag(eventId), typeTag: idTag(typeId), validDays });
  return encodeSignedCode(payload, signWithEventKey(door, payload));
}

function verifies(publicKeyBase64url: string, payload: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKeyBase64url }, format: 'jwk' });
  return verify(null, payload, key, signature);
}

describe('signed ticket codes', () => {
  it('carry the ticket, event, type and days, verifiable with only the public key', () => {
    const door = keyedDoor();
    const decoded = decodeSignedCode(signedCode(door, 0b101));
    expect(decoded).toMatchObject({
      ticketId,
      eventTag: idTag(eventId),
      typeTag: idTag(typeId),
      validDays: 0b101,
    });
    if (!decoded) throw new Error('not decoded');
    expect(verifies(door.publicKey, decoded.payload, decoded.signature)).toBe(true);
    expect(verifies(newEventKeyPair().publicKey, decoded.payload, decoded.signature)).toBe(false);
  });

  it('refuse a changed byte', () => {
    const door = keyedDoor();
    const decoded = decodeSignedCode(signedCode(door));
    if (!decoded) throw new Error('not decoded');
    decoded.payload[0] = (decoded.payload[0] ?? 0) ^ 1;
    expect(verifies(door.publicKey, decoded.payload, decoded.signature)).toBe(false);
  });

  it('are not read from random codes or typos', () => {
    expect(decodeSignedCode('Zt3xq8yXv1Hn2k5pQ9s0wA')).toBeNull();
    expect(decodeSignedCode('T1ABC')).toBeNull();
    expect(decodeSignedCode(`${signedCode()}A`)).toBeNull();
  });

  it('fit a version 7 QR symbol at error correction M, in alphanumeric mode', () => {
    const code = signedCode();
    expect(code).toMatch(/^[0-9A-Z]+$/);
    const symbol = QRCode.create(code, { errorCorrectionLevel: 'M' });
    expect(symbol.version).toBeLessThanOrEqual(7);
    expect(symbol.segments.map((segment) => segment.mode.id)).toEqual(['Alphanumeric']);
  });
});

describe('validity days', () => {
  it('cover every calendar day of the event in its time zone', () => {
    // 22:00 UTC is already the next day in Prague.
    const mask = wholeEventDays(
      new Date('2026-07-10T16:00:00Z'),
      new Date('2026-07-12T22:30:00Z'),
      'Europe/Prague',
    );
    expect(mask).toBe(0b1111);
    expect(validOnDay(mask, 3)).toBe(true);
    expect(validOnDay(mask, 4)).toBe(false);
    expect(validOnDay(mask, -1)).toBe(false);
  });
});
