// Who is calling: the account of the request's bearer token. Used by every secured endpoint (and order creation).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { findAccountByToken } from './tokens';

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

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{43})\s*$/i;

function unauthorized(message: string): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', message, {}, { 'www-authenticate': 'Bearer' });
}

/**
 * The caller's session: null without an Authorization header; 401 ERROR_UNAUTHORIZED for a malformed,
 * unknown, expired or revoked token (a caller who sends a token expects it to count, so it is never
 * silently ignored).
 */
export async function authenticateSession(
  db: Db,
  request: FastifyRequest,
): Promise<AuthenticatedSession | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>"');
  const token = match[1];
  const found = await findAccountByToken(db, token);
  if (!found) throw unauthorized('The sign-in has expired or was ended; please sign in again');
  return {
    accountId: found.account.id,
    email: found.account.email,
    emailVerified: found.account.emailVerifiedAt !== null,
    languageId: found.account.languageId,
    token,
    tokenExpiresAt: found.tokenExpiresAt,
  };
}

/** The caller's account, or null without an Authorization header; 401 for a bad, expired or revoked token. */
export async function authenticate(db: Db, request: FastifyRequest): Promise<AuthenticatedAccount | null> {
  const session = await authenticateSession(db, request);
  if (!session) return null;
  const { accountId, email, emailVerified, languageId } = session;
  return { accountId, email, emailVerified, languageId };
}

/** Like authenticate, but a call without a token is 401 too: for secured endpoints. */
export async function requireAccount(db: Db, request: FastifyRequest): Promise<AuthenticatedAccount> {
  const account = await authenticate(db, request);
  if (!account) throw unauthorized('This call needs a signed-in account (Authorization: Bearer <token>)');
  return account;
}
