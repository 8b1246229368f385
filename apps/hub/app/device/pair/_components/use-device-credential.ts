'use client';
// The device credential of this browser as React state, read from localStorage with useSyncExternalStore, so
// the page follows changes from other tabs (the storage event) and from itself (notifyCredentialChange).
import { useMemo, useSyncExternalStore } from 'react';
import { parseDeviceCredential, readStoredValue } from '@/lib/device-credential';
import type { StoredDeviceCredential } from '@/lib/device-credential';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Call after writing or removing the credential in this tab (the storage event fires in other tabs only). */
export function notifyCredentialChange(): void {
  for (const listener of listeners) listener();
}

/** The stored credential; null on the server and when this browser holds none. */
export function useDeviceCredential(): StoredDeviceCredential | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readStoredValue(window.localStorage),
    () => null,
  );
  return useMemo(() => parseDeviceCredential(raw), [raw]);
}
