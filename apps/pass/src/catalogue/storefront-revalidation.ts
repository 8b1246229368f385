// Tells the storefront processes that the catalogue changed (POST /api/catalogue-changed with the shared secret),
// so their cached cart pages are rendered again at once instead of after their revalidate seconds.

export interface StorefrontRevalidation {
  /** Called on every catalogue change; never throws, never waits for the storefronts. */
  notify(): void;
  /** Resolves when no notice is under way (for shutdown and tests). */
  settled(): Promise<void>;
}

/**
 * A burst of changes (an organiser saving a form touches several tables) costs each storefront one notice in
 * flight and at most one more after it, which carries all changes made meanwhile.
 */
export function createStorefrontRevalidation(options: {
  urls: readonly string[];
  secret: string;
  timeoutMs?: number;
  onError: (error: unknown, url: string) => void;
}): StorefrontRevalidation {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const states = options.urls.map((url) => ({
    url: new URL('/api/catalogue-changed', url).toString(),
    running: null as Promise<void> | null,
    again: false,
  }));

  async function send(state: (typeof states)[number]): Promise<void> {
    do {
      state.again = false;
      try {
        const response = await fetch(state.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.secret}` },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`storefront answered ${response.status}`);
      } catch (error) {
        options.onError(error, state.url);
      }
    } while (state.again);
  }

  return {
    notify() {
      for (const state of states) {
        if (state.running) {
          state.again = true;
          continue;
        }
        state.running = send(state).finally(() => {
          state.running = null;
        });
      }
    },
    async settled() {
      await Promise.all(states.map((state) => state.running));
    },
  };
}
