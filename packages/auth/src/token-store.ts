// Holds the signed-in account's pass token in the browser, for the api-client's TokenGetter.
export interface TokenStore {
  /** The current token; pass it as the api-client's `getToken`. */
  readonly get: () => string | null;
  set(token: string | null): void;
  /** Called with the new token on every change; returns the unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void;
}

export function createTokenStore(): TokenStore {
  let current: string | null = null;
  const listeners = new Set<(token: string | null) => void>();
  return {
    get: () => current,
    set(token) {
      if (token === current) return;
      current = token;
      for (const listener of listeners) listener(token);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The browser's one store: a page has one signed-in visitor, so the SessionProvider and the app's pass
 * client share it by default (`createPassClient({ ..., getToken: sessionTokenStore.get })`). Only the
 * browser writes to it: the server renders for many visitors and never signs anyone in here.
 */
export const sessionTokenStore: TokenStore = createTokenStore();
