'use client';
// Registers the device apps' service worker (public/offline-sw.js) for one section (/door/, /till/), which keeps
// the app shell so the device opens without a network.
import { useEffect } from 'react';

export function OfflineServiceWorker({ section }: { section: 'door' | 'till' }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/offline-sw.js', { scope: `/${section}/` }).catch(() => {
      // Without it the app still works online; only a cold start without network needs it.
    });
  }, [section]);
  return null;
}
