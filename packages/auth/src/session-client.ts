// Browser-side calls of the session routes (/api/auth/*), parsed with zod; failures become ApiErrors.
import {
  ApiError,
  errorNameFrom,
  NO_RESPONSE_ERROR_NAME,
  NO_RESPONSE_STATUS,
} from '@repo/api-client/api-error';
import { readCookie } from './cookies';
import { authErrorBody, userAccountResponse } from './user-account';
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
    throw new ApiError({
      name: NO_RESPONSE_ERROR_NAME,
      status: NO_RESPONSE_STATUS,
      message: 'The session service did not answer',
      cause: error,
    });
  }
}

async function readAccount(response: Response): Promise<UserAccount> {
  if (!response.ok) throw await errorOf(response);
  const parsed = userAccountResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new ApiError({ name: 'invalid_response', status: 500, message: 'Unexpected session answer' });
  }
  return parsed.data.userAccount;
}

async function errorOf(response: Response): Promise<ApiError> {
  const raw: unknown = await response.json().catch(() => null);
  const body = authErrorBody.safeParse(raw);
  return new ApiError({
    name: body.success ? errorNameFrom(body.data.errorText) : 'api_error',
    status: response.status,
    message: body.success ? body.data.message : `Session request failed (${response.status})`,
    body: raw,
  });
}
