'use client';
// Registers the till's service worker (public/till/sw.js), which keeps the app shell so the till opens without
// a network.
import { useEffect } from 'react';

export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/till/sw.js', { scope: '/till/' }).catch(() => {
      // Without it the till still sells online; only a cold start without network needs it.
    });
  }, []);
  return null;
}
