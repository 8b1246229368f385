/* global self, caches */
// The service worker of the hub's device apps (the door scanner, the till), registered once per app with its
// section as scope (/door/, /till/): keeps that section's pages and the app's static files, so the device opens and
// works without a network. Pages: network first, the kept copy when offline. Static files: kept on first use
// (their names change with each build), and those a page loaded before the worker took control when it names them
// (lib/keep-offline.ts). Calls to the pass are never cached; the page keeps its own data.
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

/** Same-origin files of this app that a page asks to keep: its address and the static files it loaded. */
function keepable(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith(SECTION))
  );
}

// A page loaded before this worker controlled it names what it loaded; kept files answer a later start offline.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls
    .filter((value) => typeof value === 'string')
    .map((value) => new URL(value, self.location.origin))
    .filter(keepable);
  // The same ways as a fetch keeps them: static files once, pages fresh from the network.
  event.waitUntil(
    Promise.all(
      urls.map((url) => {
        const keep = url.pathname.startsWith('/_next/static/') ? cacheFirst : networkFirst;
        return keep(new Request(url.href)).catch(() => {
          // Offline now: the next visit with a network keeps it.
        });
      }),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith(`${SECTION}/icon`)) {
    event.respondWith(cacheFirst(event.request));
  } else if (event.request.mode === 'navigate' || url.pathname.startsWith(SECTION)) {
    event.respondWith(networkFirst(event.request));
  }
});
