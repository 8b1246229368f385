/* global self, caches */
// The service worker of the hub's device apps (the door scanner, the till), registered once per app with its
// section as scope (/door/, /till/): keeps that section's pages and the app's static files, so the device opens and
// works without a network. Pages: network first, the kept copy when offline. Static files: kept on first use
// (their names change with each build). Calls to the pass are never cached; the page keeps its own data.
const SECTION = new URL(self.registration.scope).pathname.replace(/\/$/, '');
const CACHE = `hub${SECTION.replace(/\//g, '-')}-v1`;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith(`${SECTION}/icon`)) {
    event.respondWith(cacheFirst(event.request));
  } else if (event.request.mode === 'navigate' || url.pathname.startsWith(SECTION)) {
    event.respondWith(networkFirst(event.request));
  }
});
