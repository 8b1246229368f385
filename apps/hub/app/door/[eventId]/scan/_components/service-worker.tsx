'use client';
// Registers the scanner's service worker (public/door/sw.js), which keeps the app shell for offline starts.
import { useEffect } from 'react';

export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/door/sw.js', { scope: '/door/' }).catch(() => {
      // Without it the page still scans; only a cold start without network needs it.
    });
  }, []);
  return null;
}
