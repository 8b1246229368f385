// @vitest-environment jsdom
// Tests of SessionProvider/useSession in a DOM: marker-gated checks, token hand-off, sign-in/out, errors sign out.
import { passQueryKey } from '@repo/api-client/query-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { createAuthRouteHandlers } from './route-handlers';
import { createSessionConfig } from './session-config';
import type { FetchLike } from './session-client';
import { SESSION_REFRESH_MS, SessionProvider, useSession } from './session-provider';
import type { SessionState } from './session-provider';
import { startStubPass, stubAccount } from './test/stub-pass';
import type { StubPass } from './test/stub-pass';
import { createTokenStore } from './token-store';

const config = createSessionConfig({ cookieName: 'shop_session', password: 'k'.repeat(32), secure: false });
let pass: StubPass;

beforeAll(async () => {
  pass = await startStubPass();
});
afterAll(() => pass.close());
afterEach(() => {
  cleanup();
  pass.failWith = null;
  pass.revoked.clear();
  for (const name of [config.cookieName, config.markerCookieName]) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

/**
 * A browser in miniature: requests go to the real route handlers, the http-only id cookie lives in a jar the
 * page cannot read, and the marker cookie lands in document.cookie like a real Set-Cookie would put it.
 */
function createBrowser() {
  const handlers = createAuthRouteHandlers({
    config,
    pass: () => ({ baseUrl: pass.url }),
    logger: { error: () => undefined },
  });
  const jar = new Map<string, string>();
  const calls: string[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${input}`);
    const headers = new Headers(init?.headers);
    const sealed = jar.get(config.cookieName);
    if (sealed) headers.set('cookie', `${config.cookieName}=${sealed}`);
    const request = new Request(`http://shop.test${input}`, { ...init, headers });
    const response = await (request.method === 'GET' ? handlers.GET(request) : handlers.POST(request));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const name = pair?.split('=')[0] ?? '';
      const value = readCookie(pair, name) ?? '';
      const deleted = cookie.includes('Max-Age=0');
      if (name === config.cookieName) {
        if (deleted) jar.delete(name);
        else jar.set(name, encodeURIComponent(value));
      } else {
        document.cookie = deleted ? `${name}=; Max-Age=0; Path=/` : `${pair}; Path=/`;
      }
    }
    return response;
  };
  return { fetchImpl, calls, jar };
}

// The probe hands the session out after each render, the way an effect would reach outside React.
const seen: { current: SessionState | null } = { current: null };
function Probe() {
  const session = useSession();
  useEffect(() => {
    seen.current = session;
  });
  return <p data-testid="status">{`${session.status}:${session.account?.email ?? '-'}`}</p>;
}
const latest = () => {
  if (!seen.current) throw new Error('the probe has not rendered');
  return seen.current;
};

function renderSession(
  options: { fetchImpl: FetchLike; logger?: Pick<Console, 'error'> },
  children?: ReactNode,
) {
  const queryClient = new QueryClient();
  const tokenStore = createTokenStore();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider
        markerCookieName={config.markerCookieName}
        tokenStore={tokenStore}
        fetch={options.fetchImpl}
        logger={options.logger ?? { error: () => undefined }}
      >
        <Probe />
        {children}
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { queryClient, tokenStore };
}

const statusText = () => screen.getByTestId('status').textContent;

describe('SessionProvider', () => {
  it('does not ask the server when the marker cookie is missing', async () => {
    const browser = createBrowser();
    const { tokenStore } = renderSession(browser);
    await waitFor(() => expect(statusText()).toBe('unauthenticated:-'));
    expect(browser.calls).toEqual([]);
    expect(tokenStore.get()).toBeNull();
  });

  it('signs in with credentials, hands the token over, and finds the session again after a reload', async () => {
    const browser = createBrowser();
    const first = renderSession(browser);
    await waitFor(() => expect(statusText()).toBe('unauthenticated:-'));
    await act(() =>
      latest().signIn('credentials', { email: stubAccount.email, password: stubAccount.password }),
    );
    await waitFor(() => expect(statusText()).toBe(`authenticated:${stubAccount.email}`));
    expect(first.tokenStore.get()).toBe(stubAccount.token);
    expect(document.cookie).toContain(`${config.markerCookieName}=1`);
    expect(document.cookie).not.toContain(`${config.cookieName}=`);

    cleanup();
    browser.calls.length = 0;
    const second = renderSession(browser);
    await waitFor(() => expect(statusText()).toBe(`authenticated:${stubAccount.email}`));
    expect(browser.calls).toEqual(['GET /api/auth/user']);
    expect(second.tokenStore.get()).toBe(stubAccount.token);
  });

  it('rejects a wrong password with the pass error name and stays signed out', async () => {
    const browser = createBrowser();
    renderSession(browser);
    await waitFor(() => expect(statusText()).toBe('unauthenticated:-'));
    await expect(
      latest().signIn('credentials', { email: stubAccount.email, password: 'nope' }),
    ).rejects.toMatchObject({ name: 'invalid_credentials', status: 401 });
    expect(statusText()).toBe('unauthenticated:-');
  });

  it("signs out: cookies gone, token cleared, the account's cached pass answers forgotten", async () => {
    const browser = createBrowser();
    const { queryClient, tokenStore } = renderSession(browser);
    await act(() =>
      latest().signIn('passwordless', { email: stubAccount.email, accessCode: stubAccount.accessCode }),
    );
    await waitFor(() => expect(statusText()).toBe(`authenticated:${stubAccount.email}`));
    const ordersKey = passQueryKey('accountOrders', undefined);
    const otherKey = ['not-the-pass'];
    queryClient.setQueryData(ordersKey, { errorText: 'OK', orders: [] });
    queryClient.setQueryData(otherKey, { kept: true });

    await act(() => latest().signOut());
    await waitFor(() => expect(statusText()).toBe('unauthenticated:-'));
    expect(tokenStore.get()).toBeNull();
    expect(document.cookie).not.toContain(config.markerCookieName);
    expect(browser.jar.size).toBe(0);
    expect(queryClient.getQueryData(ordersKey)).toBeUndefined();
    expect(queryClient.getQueryData(otherKey)).toEqual({ kept: true });
  });

  it('clears the account when the pass revoked the token (401 on the re-check)', async () => {
    const browser = createBrowser();
    const { queryClient } = renderSession(browser);
    await act(() =>
      latest().signIn('credentials', { email: stubAccount.email, password: stubAccount.password }),
    );
    await waitFor(() => expect(statusText()).toBe(`authenticated:${stubAccount.email}`));
    pass.revoked.add(stubAccount.token);
    await act(() => latest().refresh());
    await waitFor(() => expect(statusText()).toBe('unauthenticated:-'));
    expect(document.cookie).not.toContain(config.markerCookieName);
    expect(queryClient.getQueryState(['auth', 'session'])?.status).toBe('success');
  });

  it('logs a failed check and signs out (no retry)', async () => {
    const browser = createBrowser();
    const logger = { error: vi.fn() };
    renderSession({ ...browser, logger });
    await act(() =>
      latest().signIn('credentials', { email: stubAccount.email, password: stubAccount.password }),
    );
    await waitFor(() => expect(statusText()).toBe(`authenticated:${stubAccount.email}`));
    pass.failWith = 500;
    browser.calls.length = 0;
    await act(() => latest().refresh());
    await waitFor(() => expect(statusText()).toBe('unauthenticated:-'));
    expect(logger.error).toHaveBeenCalledWith(
      'session: checking the session failed; signing out',
      expect.anything(),
    );
    expect(browser.calls).toEqual(['GET /api/auth/user', 'POST /api/auth/sign-out']);
    expect(browser.jar.size).toBe(0);
  });

  it('keeps the session when a check is cut off because the page is being left', async () => {
    const browser = createBrowser();
    let aborted = false;
    const fetchImpl: FetchLike = (input, init) =>
      aborted && input.endsWith('/user')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : browser.fetchImpl(input, init);
    renderSession({ fetchImpl });
    await act(() =>
      latest().signIn('credentials', { email: stubAccount.email, password: stubAccount.password }),
    );
    await waitFor(() => expect(statusText()).toBe(`authenticated:${stubAccount.email}`));
    browser.calls.length = 0;

    aborted = true;
    window.dispatchEvent(new Event('pagehide'));
    await act(() => latest().refresh());
    expect(browser.calls).toEqual([]); // the aborted check never reached the server, and no sign-out followed
    expect(statusText()).toBe(`authenticated:${stubAccount.email}`);
    expect(browser.jar.size).toBe(1);

    // Back on the page (from the back-forward cache), a failed check signs out again as spec section 4 says.
    window.dispatchEvent(new Event('pageshow'));
    await act(() => latest().refresh());
    await waitFor(() => expect(statusText()).toBe('unauthenticated:-'));
    expect(browser.jar.size).toBe(0);
  });

  it('re-checks every 10 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const browser = createBrowser();
      renderSession(browser);
      await act(() =>
        latest().signIn('credentials', { email: stubAccount.email, password: stubAccount.password }),
      );
      browser.calls.length = 0;
      await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS - 1000));
      expect(browser.calls).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(browser.calls).toEqual(['GET /api/auth/user']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('useSession outside a provider says what is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/SessionProvider/);
    spy.mockRestore();
  });
});
