// Tests of the stored device credential: round trip, broken values dropped, storage that refuses.
import { describe, expect, it } from 'vitest';
import {
  DEVICE_CREDENTIAL_KEY,
  forgetDeviceCredential,
  readDeviceCredential,
  writeDeviceCredential,
} from './device-credential';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const credential = {
  token: `dv_${'a'.repeat(43)}`,
  deviceId: 'd1',
  organizerId: 'o1',
  eventId: 'e1',
  eventNamePub: 'Léto pod lipami 2027',
  kind: 'scanner' as const,
  name: 'Vstup A',
  number: 3,
  pairedAt: '2027-06-01T10:00:00.000Z',
};

describe('device credential storage', () => {
  it('stores and reads back the credential under the documented key', () => {
    const storage = memoryStorage();
    expect(writeDeviceCredential(storage, credential)).toBe(true);
    expect(JSON.parse(storage.items.get(DEVICE_CREDENTIAL_KEY) ?? '')).toEqual(credential);
    expect(readDeviceCredential(storage)).toEqual(credential);
    forgetDeviceCredential(storage);
    expect(readDeviceCredential(storage)).toBeNull();
  });

  it('drops a stored value that is not JSON or not a credential', () => {
    const broken = memoryStorage({ [DEVICE_CREDENTIAL_KEY]: '{not json' });
    expect(readDeviceCredential(broken)).toBeNull();
    expect(broken.items.has(DEVICE_CREDENTIAL_KEY)).toBe(false);
    const wrong = memoryStorage({
      [DEVICE_CREDENTIAL_KEY]: JSON.stringify({ ...credential, token: 'ok_x' }),
    });
    expect(readDeviceCredential(wrong)).toBeNull();
    expect(wrong.items.has(DEVICE_CREDENTIAL_KEY)).toBe(false);
  });

  it('survives storage that throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDeviceCredential(refusing)).toBeNull();
    expect(writeDeviceCredential(refusing, credential)).toBe(false);
    expect(() => forgetDeviceCredential(refusing)).not.toThrow();
  });
});
