// Asks the device apps' service worker (public/offline-sw.js) to keep files the page already loaded before the
// worker took control, so the next start without a network finds them.
export function keepForOffline(urls: string[]): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'keep', urls }))
    .catch(() => {
      // No worker: the app still works online, and offline within this visit.
    });
}

/** The page's address and the same-origin files it has loaded so far (its scripts, styles, fonts, the decoder). */
export function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === window.location.origin);
  return [window.location.href, ...files];
}
