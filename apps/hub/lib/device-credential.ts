// The credential a paired phone or tablet keeps: the device token (Bearer dv_…) and what it was paired as.
//
// Stored in localStorage under DEVICE_CREDENTIAL_KEY ("hub.deviceCredential.v1") on the hub's origin, as JSON
// of `storedDeviceCredential`. The scanner and till pages of later issues read it from there (so they must be
// served from the hub's origin) and send `Authorization: Bearer <token>`; a 401 from the pass means the device
// was revoked or paired again elsewhere, and the stored credential should be dropped.
import { DEVICE_TOKEN_PREFIX, deviceKind } from '@repo/contract/devices';
import { z } from 'zod';

export const DEVICE_CREDENTIAL_KEY = 'hub.deviceCredential.v1';

export const storedDeviceCredential = z.object({
  token: z.string().startsWith(DEVICE_TOKEN_PREFIX),
  deviceId: z.string(),
  organizerId: z.string(),
  eventId: z.string(),
  eventNamePub: z.string(),
  kind: deviceKind,
  name: z.string(),
  number: z.number(),
  pairedAt: z.string(),
});
export type StoredDeviceCredential = z.infer<typeof storedDeviceCredential>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The credential in a stored value, or null for none, a value that is not JSON, or one of another shape. */
export function parseDeviceCredential(raw: string | null): StoredDeviceCredential | null {
  if (raw === null) return null;
  try {
    const parsed = storedDeviceCredential.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The raw stored value; null when there is none or storage is off (private mode, blocked site data). */
export function readStoredValue(storage: Pick<KeyValueStorage, 'getItem'>): string | null {
  try {
    return storage.getItem(DEVICE_CREDENTIAL_KEY);
  } catch {
    return null;
  }
}

/** The stored credential, or null when there is none or it is unreadable (then it is removed). */
export function readDeviceCredential(storage: KeyValueStorage): StoredDeviceCredential | null {
  const raw = readStoredValue(storage);
  const credential = parseDeviceCredential(raw);
  if (raw !== null && credential === null) forgetDeviceCredential(storage);
  return credential;
}

/** Stores the credential; false when the browser refuses (storage full or off). */
export function writeDeviceCredential(storage: KeyValueStorage, credential: StoredDeviceCredential): boolean {
  try {
    storage.setItem(DEVICE_CREDENTIAL_KEY, JSON.stringify(storedDeviceCredential.parse(credential)));
    return true;
  } catch {
    return false;
  }
}

export function forgetDeviceCredential(storage: KeyValueStorage): void {
  try {
    storage.removeItem(DEVICE_CREDENTIAL_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
