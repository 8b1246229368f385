// Tests of the /api/auth/* handlers against a stub pass over real HTTP: cookies, errors, revocation, CSRF.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { createAuthRouteHandlers, lazyAuthRouteHandlers } from './route-handlers';
import { sealSession, unsealSession } from './sealed-session';
import { createSessionConfig } from './session-config';
import { otherAccount, startStubPass, stubAccount } from './test/stub-pass';
import type { StubPass } from './test/stub-pass';
import { userAccountResponse } from './user-account';

const origin = 'http://shop.test';
const config = createSessionConfig({
  cookieName: 'tickets_session',
  password: 's'.repeat(32),
  secure: false,
});

let pass: StubPass;
let handlers: ReturnType<typeof createAuthRouteHandlers>;
const logger = { error: vi.fn() };

beforeAll(async () => {
  pass = await startStubPass();
  handlers = createAuthRouteHandlers({ config, pass: () => ({ baseUrl: pass.url }), logger });
});
afterAll(() => pass.close());
afterEach(() => {
  pass.failWith = null;
  pass.revoked.clear();
  pass.requests.length = 0;
  logger.error.mockClear();
});

function post(action: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return handlers.POST(
    new Request(`${origin}/api/auth/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'shop.test', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

function getUser(cookie?: string): Promise<Response> {
  return handlers.GET(new Request(`${origin}/api/auth/user`, { headers: cookie ? { cookie } : {} }));
}

/** The Cookie header a browser would send back after these Set-Cookie values. */
function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function signIn(): Promise<string> {
  const response = await post('sign-in', { email: stubAccount.email, password: stubAccount.password });
  expect(response.status).toBe(200);
  return cookieHeaderFrom(response);
}

describe('POST /api/auth/sign-in (credentials)', () => {
  it('answers the user account and sets the sealed id cookie and the marker', async () => {
    const response = await post('sign-in', { email: stubAccount.email, password: stubAccount.password });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { userAccount } = userAccountResponse.parse(await response.json());
    expect(userAccount).toMatchObject({ accountId: stubAccount.accountId, email: stubAccount.email });
    expect(userAccount.token).toBe(stubAccount.token);

    const [id, marker] = response.headers.getSetCookie();
    expect(id).toMatch(/^tickets_session=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    expect(marker).toMatch(/^tickets_session_marker=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    // The session ends no later than the pass token (7 days in the stub), not after the 30-day default.
    expect(Number(/Max-Age=(\d+)/.exec(id ?? '')?.[1])).toBeLessThanOrEqual(7 * 24 * 3600);
    const sealed = readCookie(cookieHeaderFrom(response), 'tickets_session');
    expect(sealed).not.toContain(stubAccount.token);
    await expect(unsealSession(config, sealed)).resolves.toEqual({
      token: stubAccount.token,
      accountId: stubAccount.accountId,
    });
  });

  it('passes a wrong password through as 401 without cookies', async () => {
    const response = await post('sign-in', { email: stubAccount.email, password: 'wrong password' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errorText: 'ERROR_INVALID_CREDENTIALS',
      message: 'Wrong e-mail or password',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('passes throttling through as 429', async () => {
    const response = await post('sign-in', { email: 'throttled@example.com', password: 'whatever1' });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ errorText: 'ERROR_TOO_MANY_ATTEMPTS' });
  });

  it("forwards the visitor's address so the pass throttles per visitor, not per app server", async () => {
    await post('sign-in', { email: stubAccount.email, password: 'x' }, { 'x-forwarded-for': '203.0.113.7' });
    expect(pass.requests.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('answers 400 for a body that is not JSON or misses fields, without calling the pass', async () => {
    const form = await handlers.POST(
      new Request(`${origin}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.test' },
        body: 'email=a&password=b',
      }),
    );
    expect(form.status).toBe(400);
    const missing = await post('sign-in', { email: stubAccount.email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
    expect(pass.requests).toHaveLength(0);
  });

  it('refuses a sign-in posted from another site (403)', async () => {
    const response = await post(
      'sign-in',
      { email: stubAccount.email, password: stubAccount.password },
      { origin: 'http://evil.test' },
    );
    expect(response.status).toBe(403);
    expect(pass.requests).toHaveLength(0);
    const same = await post(
      'sign-in',
      { email: stubAccount.email, password: stubAccount.password },
      { origin: 'http://shop.test' },
    );
    expect(same.status).toBe(200);
  });

  it('answers 503 and logs when the pass fails, without leaking its message', async () => {
    pass.failWith = 500;
    const response = await post('sign-in', { email: stubAccount.email, password: stubAccount.password });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errorText: 'ERROR_PASS_UNAVAILABLE' });
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('other sign-in providers', () => {
  it('signs in with an access code (passwordless) and reports a used code as 410', async () => {
    const ok = await post('sign-in-access-code', {
      email: stubAccount.email,
      accessCode: stubAccount.accessCode,
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie()).toHaveLength(2);
    const used = await post('sign-in-access-code', { email: stubAccount.email, accessCode: 'ZZZZ2345' });
    expect(used.status).toBe(410);
    expect(await used.json()).toMatchObject({ errorText: 'ERROR_ACCESS_CODE_USED' });
  });

  it('signs in with a token after the pass confirms it, and refuses an unknown one', async () => {
    const ok = await post('sign-in-token', { token: otherAccount.token });
    expect(ok.status).toBe(200);
    expect(userAccountResponse.parse(await ok.json()).userAccount.accountId).toBe(otherAccount.accountId);
    expect(pass.requests.at(-1)?.headers.authorization).toBe(`Bearer ${otherAccount.token}`);
    const bad = await post('sign-in-token', { token: 'made-up' });
    expect(bad.status).toBe(401);
    expect(bad.headers.getSetCookie()).toEqual([]);
  });

  it('registers and sets a password, each signing in', async () => {
    const registered = await post('register', { email: 'new@example.com', password: 'long enough 1' });
    expect(registered.status).toBe(200);
    expect(registered.headers.getSetCookie()).toHaveLength(2);
    const taken = await post('register', { email: stubAccount.email, password: 'long enough 1' });
    expect(taken.status).toBe(409);
    const set = await post('set-password', {
      email: stubAccount.email,
      accessCode: stubAccount.accessCode,
      password: 'new password 1',
    });
    expect(set.status).toBe(200);
    expect(pass.requests.at(-1)?.path).toBe('/pass/account/account-set-password');
  });
});

describe('GET /api/auth/user', () => {
  it('answers the session account checked against the pass', async () => {
    const cookie = await signIn();
    const response = await getUser(cookie);
    expect(response.status).toBe(200);
    const { userAccount } = userAccountResponse.parse(await response.json());
    expect(userAccount.accountId).toBe(stubAccount.accountId);
    expect(pass.requests.at(-1)).toMatchObject({
      path: '/pass/account/account-by-token',
      headers: { authorization: `Bearer ${stubAccount.token}` },
    });
  });

  it('answers 401 without a cookie and clears the marker', async () => {
    const response = await getUser();
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join('\n')).toContain('tickets_session_marker=; ');
    expect(pass.requests).toHaveLength(0);
  });

  it('answers 401 for a forged cookie without asking the pass', async () => {
    const response = await getUser('tickets_session=Fe26.2**forged; tickets_session_marker=1');
    expect(response.status).toBe(401);
    expect(pass.requests).toHaveLength(0);
  });

  it('ends the session when the pass no longer knows the token (revoked)', async () => {
    const cookie = await signIn();
    pass.revoked.add(stubAccount.token);
    const response = await getUser(cookie);
    expect(response.status).toBe(401);
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    for (const value of cleared) expect(value).toContain('Max-Age=0');
  });

  it('refuses a cookie whose token belongs to another account than the one sealed with it', async () => {
    const sealed = await sealSession(config, { token: otherAccount.token, accountId: stubAccount.accountId });
    const response = await getUser(`tickets_session=${encodeURIComponent(sealed)}`);
    expect(response.status).toBe(401);
  });

  it('answers 503 and keeps the cookies when the pass is down', async () => {
    const cookie = await signIn();
    pass.failWith = 502;
    const response = await getUser(cookie);
    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('routing', () => {
  it('signs out by deleting both cookies', async () => {
    const response = await post('sign-out', {});
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().map((value) => value.split('=')[0])).toEqual([
      'tickets_session',
      'tickets_session_marker',
    ]);
  });

  it('answers 404 for unknown actions and for the wrong method', async () => {
    expect((await post('nope', {})).status).toBe(404);
    expect((await post('user', {})).status).toBe(404);
    const get = await handlers.GET(new Request(`${origin}/api/auth/sign-in`));
    expect(get.status).toBe(404);
  });
});

describe('lazyAuthRouteHandlers', () => {
  it('reads the settings on the first request only, not when the route module loads', async () => {
    const options = vi.fn(() => ({ config, pass: () => ({ baseUrl: pass.url }), logger }));
    const lazy = lazyAuthRouteHandlers(options);
    expect(options).not.toHaveBeenCalled();
    expect((await lazy.GET(new Request(`${origin}/api/auth/user`))).status).toBe(401);
    expect((await lazy.POST(new Request(`${origin}/api/auth/nope`, { method: 'POST' }))).status).toBe(404);
    expect(options).toHaveBeenCalledTimes(1);
  });
});
