'use client';
// Registers the device apps' service worker (public/offline-sw.js) for one section (/door/, /till/), which keeps
// the app shell so the device opens without a network.
import { useEffect } from 'react';
import { keepForOffline, loadedFiles } from '@/lib/keep-offline';

export function OfflineServiceWorker({ section }: { section: 'door' | 'till' }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register('/offline-sw.js', { scope: `/${section}/` })
      // The first visit loaded the page and its files before the worker existed; it keeps them now, so a device
      // set up once can start later without a network.
      .then(() => keepForOffline(loadedFiles()))
      .catch(() => {
        // Without it the app still works online; only a cold start without network needs it.
      });
  }, [section]);
  return null;
}
