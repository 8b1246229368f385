// Devices of an organizer's events: adding a scanner or till with a one-time pairing code, pairing it (the code
// becomes a credential shown once), renaming, new codes for replaced phones, and revocation.
import type { DeviceKind } from '@repo/contract/access';
import { DEVICE_TOKEN_PREFIX } from '@repo/contract/devices';
import { randomInt } from 'node:crypto';
import { newToken, sha256 } from '../accounts/secrets';
import type { Db } from '../db/database';
import type { DeviceRow } from '../db/queries/access';
import { insertAuditRow } from '../db/queries/audit-log';
import {
  findDevice,
  insertDevice,
  nextDeviceNumber,
  pairDevice,
  revokeDevice,
  updateDevice,
} from '../db/queries/devices';
import type { DeviceWithEvent } from '../db/queries/devices';
import { lockOrganizer } from '../db/queries/team';
import { DomainError } from '../domain/domain-error';

export const PAIRING_TTL_MS = 10 * 60 * 1000;

/** No 0/O, 1/I/L: the code is read off a screen and typed on a phone. */
const PAIRING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newPairingCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

export interface IssuedPairing {
  code: string;
  expiresAt: Date;
}

function issuePairing(): IssuedPairing & { hash: string } {
  const code = newPairingCode();
  return { code, hash: sha256(code), expiresAt: new Date(Date.now() + PAIRING_TTL_MS) };
}

export async function addDevice(
  tx: Db,
  input: {
    organizerId: string;
    eventId: string;
    kind: DeviceKind;
    name: string;
    inventoryNumber: string | null;
  },
): Promise<{ device: DeviceRow; pairing: IssuedPairing }> {
  await lockOrganizer(tx, input.organizerId);
  const pairing = issuePairing();
  const device = await insertDevice(tx, {
    ...input,
    number: await nextDeviceNumber(tx, input.organizerId),
    pairingCodeHash: pairing.hash,
    pairingExpiresAt: pairing.expiresAt,
  });
  return { device, pairing: { code: pairing.code, expiresAt: pairing.expiresAt } };
}

export async function deviceOr404(db: Db, organizerId: string, deviceId: string): Promise<DeviceWithEvent> {
  const found = await findDevice(db, organizerId, deviceId);
  if (!found) throw new DomainError('DEVICE_NOT_FOUND', `No device with id ${deviceId}`);
  return found;
}

export async function renameDevice(
  tx: Db,
  organizerId: string,
  deviceId: string,
  changes: { name: string; inventoryNumber: string | null },
): Promise<DeviceWithEvent> {
  await deviceOr404(tx, organizerId, deviceId);
  await updateDevice(tx, deviceId, changes);
  return deviceOr404(tx, organizerId, deviceId);
}

export async function newDevicePairing(
  tx: Db,
  organizerId: string,
  deviceId: string,
): Promise<{ device: DeviceWithEvent; pairing: IssuedPairing }> {
  const found = await deviceOr404(tx, organizerId, deviceId);
  if (found.device.revokedAt) {
    throw new DomainError('DEVICE_REVOKED', 'This device was revoked; add a new one instead');
  }
  const pairing = issuePairing();
  await updateDevice(tx, deviceId, { pairingCodeHash: pairing.hash, pairingExpiresAt: pairing.expiresAt });
  return {
    device: await deviceOr404(tx, organizerId, deviceId),
    pairing: { code: pairing.code, expiresAt: pairing.expiresAt },
  };
}

export async function revokeOrganizerDevice(
  tx: Db,
  organizerId: string,
  deviceId: string,
): Promise<DeviceWithEvent> {
  await deviceOr404(tx, organizerId, deviceId);
  await revokeDevice(tx, deviceId);
  return deviceOr404(tx, organizerId, deviceId);
}

/** The device's credential for a live code, or undefined for an unknown, used or expired one. */
export async function pairWithCode(
  db: Db,
  code: string,
): Promise<{ device: DeviceRow; token: string } | undefined> {
  const token = `${DEVICE_TOKEN_PREFIX}${newToken()}`;
  return db.transaction(async (tx) => {
    const device = await pairDevice(tx, sha256(code), sha256(token));
    if (!device) return undefined;
    // The device's first write is its own pairing; it is audited like everything a device does.
    await insertAuditRow(tx, {
      organizerId: device.organizerId,
      actorKind: 'device',
      actorId: device.id,
      actorName: device.name,
      action: 'devicePair',
      resourceType: 'device',
      resourceId: device.id,
      detail: {},
    });
    return { device, token };
  });
}

export function deviceStatus(device: DeviceRow): 'waiting' | 'paired' | 'revoked' {
  if (device.revokedAt) return 'revoked';
  return device.tokenHash ? 'paired' : 'waiting';
}
