// Who is calling: reads the Authorization header once and turns it into a verified credential (an account's
// session, an organizer API key, a paired device, or the operator token). The only reader of that header.
import { API_KEY_PREFIX } from '@repo/contract/hub-api-keys';
import { DEVICE_TOKEN_PREFIX } from '@repo/contract/devices';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../accounts/secrets';
import { findAccountByToken } from '../accounts/tokens';
import type { Db } from '../db/database';
import { findLiveApiKey, findLiveDevice } from '../db/queries/access';
import type { ApiKeyRow, DeviceRow } from '../db/queries/access';
import { HttpError } from './http-error';

export interface AuthenticatedAccount {
  accountId: string;
  email: string;
  emailVerified: boolean;
  languageId: number;
}

/** An authenticated account plus the token it came with (account-by-token answers both). */
export interface AuthenticatedSession extends AuthenticatedAccount {
  token: string;
  tokenExpiresAt: Date;
}

export type Credential =
  | { kind: 'none' }
  | { kind: 'account'; session: AuthenticatedSession }
  | { kind: 'apiKey'; apiKey: ApiKeyRow }
  | { kind: 'device'; device: DeviceRow }
  | { kind: 'operator' };

const TOKEN = '([A-Za-z0-9_-]{43})';
const ACCOUNT_BEARER = new RegExp(`^Bearer\\s+${TOKEN}\\s*$`, 'i');
const API_KEY_BEARER = new RegExp(`^Bearer\\s+${API_KEY_PREFIX}${TOKEN}\\s*$`, 'i');
const DEVICE_BEARER = new RegExp(`^Bearer\\s+${DEVICE_TOKEN_PREFIX}${TOKEN}\\s*$`, 'i');
const ANY_BEARER = /^Bearer\s+(\S+)\s*$/i;

export function unauthorized(message: string): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', message, {}, { 'www-authenticate': 'Bearer' });
}

// Compared as digests so the comparison takes the same time whatever the lengths.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The caller's credential. Without an Authorization header: none. A header that is sent but not valid is
 * always 401: a caller who sends a credential expects it to count, so it is never silently ignored.
 * `operatorToken` is compared only when the endpoint takes it, so it can never open anything else.
 */
export async function readCredential(
  db: Db,
  request: FastifyRequest,
  options: { operatorToken?: string | null } = {},
): Promise<Credential> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return { kind: 'none' };
  const apiKey = API_KEY_BEARER.exec(header)?.[1];
  if (apiKey) {
    const row = await findLiveApiKey(db, sha256(`${API_KEY_PREFIX}${apiKey}`));
    if (!row) throw unauthorized('The API key is unknown or was revoked');
    return { kind: 'apiKey', apiKey: row };
  }
  const deviceToken = DEVICE_BEARER.exec(header)?.[1];
  if (deviceToken) {
    const row = await findLiveDevice(db, sha256(`${DEVICE_TOKEN_PREFIX}${deviceToken}`));
    if (!row) throw unauthorized('This device is not paired or was revoked; pair it again in the hub');
    return { kind: 'device', device: row };
  }
  if (options.operatorToken) {
    const given = ANY_BEARER.exec(header)?.[1];
    if (given !== undefined && sameSecret(given, options.operatorToken)) return { kind: 'operator' };
  }
  const token = ACCOUNT_BEARER.exec(header)?.[1];
  if (!token) throw unauthorized('The Authorization header must be "Bearer <token>"');
  const found = await findAccountByToken(db, token);
  if (!found) throw unauthorized('The sign-in has expired or was ended; please sign in again');
  return {
    kind: 'account',
    session: {
      accountId: found.account.id,
      email: found.account.email,
      emailVerified: found.account.emailVerifiedAt !== null,
      languageId: found.account.languageId,
      token,
      tokenExpiresAt: found.tokenExpiresAt,
    },
  };
}
