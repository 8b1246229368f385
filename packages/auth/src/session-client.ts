// Browser-side calls of the session routes (/api/auth/*); failures become SessionErrors.
// This runs on every page, so it checks answers by hand instead of loading zod and the contract's schemas: the
// answers come from this app's own route handlers, which build them from zod-validated pass responses.
import { readCookie } from './cookies';
import { SessionError, sessionErrorName } from './session-error';
import type {
  AccessCodeSignInBody,
  CredentialsSignInBody,
  RegisterBody,
  SetPasswordBody,
  TokenSignInBody,
  UserAccount,
} from './user-account';

export const DEFAULT_AUTH_BASE_PATH = '/api/auth';

/** Sign-in providers of spec section 9 and the body each takes. */
export interface SignInBodies {
  credentials: CredentialsSignInBody;
  token: TokenSignInBody;
  passwordless: AccessCodeSignInBody;
}
export type SignInProvider = keyof SignInBodies;

const signInActions: Record<SignInProvider, string> = {
  credentials: 'sign-in',
  token: 'sign-in-token',
  passwordless: 'sign-in-access-code',
};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** True when the readable marker cookie says a session may exist (the only case worth asking the server). */
export function hasMarkerCookie(cookieString: string, markerCookieName: string): boolean {
  return readCookie(cookieString, markerCookieName) !== null;
}

/** GET /api/auth/user: the session account, or null when the server says 401. Other failures throw. */
export async function fetchSessionUser(basePath: string, fetchImpl: FetchLike): Promise<UserAccount | null> {
  const response = await send(fetchImpl, `${basePath}/user`, { method: 'GET' });
  if (response.status === 401) return null;
  return readAccount(response);
}

/** Signs in with one of the three providers; resolves with the session account. */
export async function postSignIn<P extends SignInProvider>(
  basePath: string,
  provider: P,
  body: SignInBodies[P],
  fetchImpl: FetchLike,
): Promise<UserAccount> {
  return postForAccount(fetchImpl, `${basePath}/${signInActions[provider]}`, body);
}

/** Registers an account and signs it in. */
export async function postRegister(
  basePath: string,
  body: RegisterBody,
  fetchImpl: FetchLike,
): Promise<UserAccount> {
  return postForAccount(fetchImpl, `${basePath}/register`, body);
}

/** Sets a password with an e-mailed access code and signs in. */
export async function postSetPassword(
  basePath: string,
  body: SetPasswordBody,
  fetchImpl: FetchLike,
): Promise<UserAccount> {
  return postForAccount(fetchImpl, `${basePath}/set-password`, body);
}

/** Deletes both session cookies. */
export async function postSignOut(basePath: string, fetchImpl: FetchLike): Promise<void> {
  const response = await send(fetchImpl, `${basePath}/sign-out`, { method: 'POST' });
  if (!response.ok) throw await errorOf(response);
}

async function postForAccount(fetchImpl: FetchLike, url: string, body: unknown): Promise<UserAccount> {
  const response = await send(fetchImpl, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return readAccount(response);
}

async function send(fetchImpl: FetchLike, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch (error) {
    // Named and numbered like the api-client's no_response, so callers treat both alike.
    throw new SessionError({
      name: 'no_response',
      status: 0,
      message: 'The session service did not answer',
      cause: error,
    });
  }
}

async function readAccount(response: Response): Promise<UserAccount> {
  if (!response.ok) throw await errorOf(response);
  const account = userAccountOf(await response.json().catch(() => null));
  if (!account) {
    throw new SessionError({ name: 'invalid_response', status: 500, message: 'Unexpected session answer' });
  }
  return account;
}

async function errorOf(response: Response): Promise<SessionError> {
  const raw: unknown = await response.json().catch(() => null);
  const body = isRecord(raw) ? raw : {};
  return new SessionError({
    name: sessionErrorName(body.errorText),
    status: response.status,
    message: typeof body.message === 'string' ? body.message : `Session request failed (${response.status})`,
    body: raw,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The account of a `{ userAccount }` body when it has what the session needs (ids, e-mail, token). */
export function userAccountOf(body: unknown): UserAccount | null {
  if (!isRecord(body) || !isRecord(body.userAccount)) return null;
  const account = body.userAccount;
  const texts = ['accountId', 'email', 'token', 'tokenExpiresAt'] as const;
  if (!texts.every((key) => typeof account[key] === 'string' && account[key] !== '')) return null;
  if (typeof account.emailVerified !== 'boolean') return null;
  // The route handler built this from a zod-validated pass answer (sessionAccount), so the rest matches it.
  return account as unknown as UserAccount;
}
