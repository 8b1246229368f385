// Route handler factory for /api/auth/*: sign-in (credentials, token, access code), register, set-password, sign-out, user.
import { isApiError } from '@repo/api-client/api-error';
import type { SessionAccount } from '@repo/contract/accounts';
import { language } from '@repo/enums/language';
import type { z } from 'zod';
import { clientAddressOf } from './client-address';
import { clearedSessionCookies, readCookie, sessionCookies } from './cookies';
import { BodyError, readJsonBody } from './json-body';
import { createAccountClient } from './pass-auth';
import type { AccountPassClient, PassConnection } from './pass-auth';
import { sealSession, unsealSession } from './sealed-session';
import type { SessionConfig } from './session-config';
import {
  accessCodeSignInBody,
  credentialsSignInBody,
  registerBody,
  setPasswordBody,
  tokenSignInBody,
} from './user-account';
import type { AuthErrorBody, UserAccountResponse } from './user-account';

export interface AuthRouteOptions {
  config: SessionConfig;
  /** Called per request, so the pass address is read at run time, never inlined at build time. */
  pass: () => PassConnection;
  /** Where unexpected failures go (the pass unreachable, a contract mismatch); console by default. */
  logger?: Pick<Console, 'error'>;
  /** Reverse proxies in front of the app that append to X-Forwarded-For (TRUSTED_PROXY_HOPS; see client-address.ts). */
  trustedProxyHops?: number;
}

/** The session routes' bodies are an e-mail, a password and a few fields; anything bigger is not a person's. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

export type AuthRouteHandler = (request: Request) => Promise<Response>;

export interface AuthRouteHandlers {
  GET: AuthRouteHandler;
  POST: AuthRouteHandler;
}

/** The actions under /api/auth/ and the HTTP method each takes. */
export const authActions = {
  user: 'GET',
  'sign-in': 'POST',
  'sign-in-token': 'POST',
  'sign-in-access-code': 'POST',
  'sign-out': 'POST',
  register: 'POST',
  'set-password': 'POST',
} as const;
export type AuthAction = keyof typeof authActions;

class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly errorText: string,
    message: string,
    readonly clearSession = false,
  ) {
    super(message);
  }
}

/**
 * The handlers of an app's `app/api/auth/[...auth]/route.ts`, built on the first request rather than at import,
 * because `next build` loads route modules without the running server's settings:
 * `export const { GET, POST } = lazyAuthRouteHandlers(() => ({ config: ..., pass: ... }))`.
 */
export function lazyAuthRouteHandlers(options: () => AuthRouteOptions): AuthRouteHandlers {
  let handlers: AuthRouteHandlers | undefined;
  const built = () => (handlers ??= createAuthRouteHandlers(options()));
  return { GET: (request) => built().GET(request), POST: (request) => built().POST(request) };
}

/**
 * `export const { GET, POST } = createAuthRouteHandlers(...)` in `app/api/auth/[...auth]/route.ts`.
 * Handlers take a plain Request and return a Response, so they are tested without Next.js.
 */
export function createAuthRouteHandlers(options: AuthRouteOptions): AuthRouteHandlers {
  const logger = options.logger ?? console;
  const { config } = options;

  const handle = (method: 'GET' | 'POST') => async (request: Request) => {
    const action = actionOf(request);
    try {
      if (action === null || authActions[action] !== method) {
        throw new RouteError(404, 'ERROR_NOT_FOUND', 'No such session route');
      }
      if (method === 'POST') checkSameOrigin(request);
      return await run(action, request);
    } catch (error) {
      return errorResponse(error, logger, config);
    }
  };

  const client = (request: Request, token?: string): AccountPassClient =>
    createAccountClient(
      { ...options.pass(), languageId: languageIdOf(request) ?? options.pass().languageId },
      {
        token: token ?? null,
        clientAddress: clientAddressOf(request.headers, options.trustedProxyHops ?? 0),
      },
    );

  async function run(action: AuthAction, request: Request): Promise<Response> {
    switch (action) {
      case 'user':
        return currentUser(request);
      case 'sign-out':
        return json({ userAccount: null }, 200, clearedSessionCookies(config));
      case 'sign-in': {
        const body = await readBody(request, credentialsSignInBody);
        const { account } = await client(request).login({ body });
        return signedIn(account);
      }
      case 'sign-in-access-code': {
        const body = await readBody(request, accessCodeSignInBody);
        const { account } = await client(request).loginWithAccessCode({ body });
        return signedIn(account);
      }
      case 'sign-in-token': {
        const { token } = await readBody(request, tokenSignInBody);
        const { account } = await client(request, token).accountByToken();
        return signedIn(account);
      }
      case 'register': {
        const body = await readBody(request, registerBody);
        const { account } = await client(request).accountRegister({ body });
        return signedIn(account);
      }
      case 'set-password': {
        const body = await readBody(request, setPasswordBody);
        const { account } = await client(request).accountSetPassword({ body });
        return signedIn(account);
      }
    }
  }

  async function signedIn(account: SessionAccount): Promise<Response> {
    const secondsLeft = Math.floor((Date.parse(account.tokenExpiresAt) - Date.now()) / 1000);
    const maxAge = Math.min(config.maxAgeSeconds, secondsLeft);
    if (maxAge <= 0) throw new RouteError(401, 'ERROR_UNAUTHORIZED', 'The session has already expired');
    const sealed = await sealSession(config, { token: account.token, accountId: account.accountId }, maxAge);
    const body: UserAccountResponse = { userAccount: account };
    return json(body, 200, sessionCookies(config, sealed, maxAge));
  }

  async function currentUser(request: Request): Promise<Response> {
    const session = await unsealSession(config, readCookie(request.headers.get('cookie'), config.cookieName));
    if (!session) throw new RouteError(401, 'ERROR_UNAUTHORIZED', 'Not signed in', true);
    let account: SessionAccount;
    try {
      ({ account } = await client(request, session.token).accountByToken());
    } catch (error) {
      // The pass no longer knows the token (expired, revoked by a password change): the session is over.
      if (isApiError(error) && error.status === 401) {
        throw new RouteError(401, 'ERROR_UNAUTHORIZED', 'The session has ended', true);
      }
      throw error;
    }
    if (account.accountId !== session.accountId) {
      throw new RouteError(401, 'ERROR_UNAUTHORIZED', 'The session does not match its account', true);
    }
    const body: UserAccountResponse = { userAccount: account };
    return json(body, 200);
  }

  return { GET: handle('GET'), POST: handle('POST') };
}

/** The last path segment (`/api/auth/sign-in` -> `sign-in`) when it names an action. */
function actionOf(request: Request): AuthAction | null {
  const segment = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return Object.hasOwn(authActions, segment) ? (segment as AuthAction) : null;
}

/**
 * Refuses posts from other sites. SameSite=Lax keeps the cookie off them already, but a forged sign-in
 * (signing a visitor into the attacker's account) needs no cookie, so the Origin is checked as well.
 */
function checkSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin === null) return;
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new RouteError(403, 'ERROR_FORBIDDEN', 'Cross-site request refused');
  }
  if (originHost !== host) throw new RouteError(403, 'ERROR_FORBIDDEN', 'Cross-site request refused');
}

function languageIdOf(request: Request): number | undefined {
  const raw = request.headers.get('x-language-id');
  if (raw === null || !/^\d{1,5}$/.test(raw)) return undefined;
  const id = Number(raw);
  return language.has(id) ? id : undefined;
}

/** A JSON body of the schema: 413 when too large, 400 when not JSON or not valid (json-body.ts). */
async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await readJsonBody(request, MAX_AUTH_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) throw new RouteError(error.status, error.errorText, error.message);
    throw error;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `body.${issue.path.join('.')}: ${issue.message}`);
    throw new RouteError(400, 'ERROR_INVALID_INPUT', fields.join('; '));
  }
  return parsed.data;
}

function json(body: unknown, status: number, cookies: string[] = [], retryAfter?: string): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  if (retryAfter !== undefined) headers.set('retry-after', retryAfter);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

function errorResponse(error: unknown, logger: Pick<Console, 'error'>, config: SessionConfig): Response {
  if (error instanceof RouteError) {
    const body: AuthErrorBody = { errorText: error.errorText, message: error.message };
    return json(body, error.status, error.clearSession ? clearedSessionCookies(config) : []);
  }
  if (isApiError(error) && error.status >= 400 && error.status <= 499) {
    // The pass's own answer (wrong password 401, throttled 429, used code 410, bad input 400) passes through.
    const body: AuthErrorBody = { errorText: errorTextOf(error.body, error.name), message: error.message };
    return json(body, error.status, [], retryAfterOf(error));
  }
  logger.error('auth: the pass API call failed', error);
  const body: AuthErrorBody = {
    errorText: 'ERROR_PASS_UNAVAILABLE',
    message: 'The account service is not available right now',
  };
  // A pass that said when to come back (503 Retry-After) lets the browser wait that long, too.
  return json(body, 503, [], isApiError(error) && error.status === 503 ? retryAfterOf(error) : undefined);
}

/** The pass's Retry-After when it is a number of seconds or an HTTP date; anything else is not passed on. */
function retryAfterOf(error: { retryAfter?: string }): string | undefined {
  const value = error.retryAfter?.trim();
  if (value === undefined) return undefined;
  return /^\d{1,9}$/.test(value) || !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function errorTextOf(body: unknown, name: string): string {
  const text = (body as { errorText?: unknown } | null | undefined)?.errorText;
  return typeof text === 'string' && text.startsWith('ERROR_') ? text : `ERROR_${name.toUpperCase()}`;
}
