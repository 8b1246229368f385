// Injects a third-party <script> once per URL and remembers it, so each tracking id loads its script once.

const loaded = new Map<string, Promise<void>>();

/**
 * Adds an async script for the URL unless this page already added one; the promise settles when it loads
 * or fails. A failed load is not retried within the page's life: retrying a blocked tracker only costs.
 */
export function loadScriptOnce(
  url: string,
  attributes: Readonly<Record<string, string>> = {},
): Promise<void> {
  const existing = loaded.get(url);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`script failed to load: ${url}`)));
    document.head.appendChild(script);
  });
  loaded.set(url, promise);
  return promise;
}

/** Forgets loaded scripts; tests only, since the page's <script> elements cannot be unloaded. */
export function resetLoadedScriptsForTests(): void {
  loaded.clear();
}
