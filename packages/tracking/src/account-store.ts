// The signed-in account as the privacy glue sees it: set by the app's session code, read by tracking and the debugger.
'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { TrackedAccount } from './identity';

let current: TrackedAccount | null = null;
const listeners = new Set<() => void>();

/** Tells tracking and the debugger who is signed in (null when nobody is). */
export function setTrackingAccount(account: TrackedAccount | null): void {
  if (sameAccount(current, account)) return;
  current = account;
  for (const listener of listeners) listener();
}

export function getTrackingAccount(): TrackedAccount | null {
  return current;
}

/**
 * For the app's session code (e.g. next to useSession()): keeps the account in sync while mounted.
 * `useReportTrackingAccount(session.account ?? null)`.
 */
export function useReportTrackingAccount(account: TrackedAccount | null): void {
  useEffect(() => {
    setTrackingAccount(account);
  }, [account]);
}

export function useTrackingAccount(): TrackedAccount | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTrackingAccount,
    () => null,
  );
}

function sameAccount(a: TrackedAccount | null, b: TrackedAccount | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
