// Paired devices: numbering, pairing codes, the one-time exchange of a code for a credential, and revocation.
import type { Translations } from '../schema/columns';
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { devices, events } from '../schema';
import type { DeviceRow } from './access';

export interface DeviceWithEvent {
  device: DeviceRow;
  eventName: Translations;
}

const withEvent = { device: devices, eventName: events.name };

export async function listDevices(db: Db, organizerId: string): Promise<DeviceWithEvent[]> {
  return db
    .select(withEvent)
    .from(devices)
    .innerJoin(events, eq(events.id, devices.eventId))
    .where(eq(devices.organizerId, organizerId))
    .orderBy(asc(devices.number));
}

export async function findDevice(
  db: Db,
  organizerId: string,
  deviceId: string,
): Promise<DeviceWithEvent | undefined> {
  const [row] = await db
    .select(withEvent)
    .from(devices)
    .innerJoin(events, eq(events.id, devices.eventId))
    .where(and(eq(devices.id, deviceId), eq(devices.organizerId, organizerId)));
  return row;
}

/** The next running number; the caller holds the organizer lock, so two creations cannot take the same. */
export async function nextDeviceNumber(tx: Db, organizerId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(devices.number) })
    .from(devices)
    .where(eq(devices.organizerId, organizerId));
  return (row?.last ?? 0) + 1;
}

export async function insertDevice(tx: Db, device: typeof devices.$inferInsert): Promise<DeviceRow> {
  const [row] = await tx.insert(devices).values(device).returning();
  if (!row) throw new Error('insert device returned no row');
  return row;
}

export async function updateDevice(
  tx: Db,
  deviceId: string,
  changes: Partial<Pick<DeviceRow, 'name' | 'inventoryNumber' | 'pairingCodeHash' | 'pairingExpiresAt'>>,
): Promise<void> {
  await tx.update(devices).set(changes).where(eq(devices.id, deviceId));
}

/**
 * Exchanges a live pairing code for a credential in one conditional UPDATE: the code works once, before it
 * expires, for a device not revoked. A credential the device held before is replaced (a replaced phone).
 */
export async function pairDevice(
  db: Db,
  codeHash: string,
  tokenHash: string,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(devices)
    .set({
      tokenHash,
      pairedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      pairingCodeHash: null,
      pairingExpiresAt: null,
    })
    .where(
      and(
        eq(devices.pairingCodeHash, codeHash),
        gt(devices.pairingExpiresAt, sql`now()`),
        isNull(devices.revokedAt),
      ),
    )
    .returning();
  return row;
}

export async function revokeDevice(tx: Db, deviceId: string): Promise<void> {
  await tx
    .update(devices)
    .set({
      revokedAt: sql`coalesce(${devices.revokedAt}, now())`,
      pairingCodeHash: null,
      pairingExpiresAt: null,
    })
    .where(eq(devices.id, deviceId));
}

export async function eventNameOf(db: Db, eventId: string): Promise<Translations | undefined> {
  const [row] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  return row?.name;
}
