// Test helper: a real HTTP server that answers the pass's account endpoints in the contract's shape.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionAccount } from '@repo/contract/accounts';

export const stubAccount = {
  accountId: '0a000000-0000-4000-8000-000000000001',
  email: 'jana@example.com',
  password: 'correct horse battery',
  accessCode: 'ABCD2345',
  token: 'token-of-jana',
} as const;

export const otherAccount = {
  accountId: '0a000000-0000-4000-8000-000000000002',
  email: 'petr@example.com',
  token: 'token-of-petr',
} as const;

export interface StubPass {
  readonly url: string;
  /** Requests received (method, path, headers), in order. */
  readonly requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  /** Tokens the pass answers 401 for from now on (revoked by a password change, say). */
  readonly revoked: Set<string>;
  /** When set, every request fails with this HTTP status (a pass in trouble). */
  failWith: number | null;
  /** Retry-After sent with the failures of failWith. */
  retryAfter: string | null;
  close(): Promise<void>;
}

function sessionAccountOf(accountId: string, email: string, token: string): SessionAccount {
  return {
    accountId,
    email,
    emailVerified: true,
    languageId: 1,
    name: 'Eva Nováková',
    phone: '+420 777 123 456',
    billingInfo: {
      countryId: 1,
      city: 'Praha',
      address: 'Karlova 1',
      postalCode: '110 00',
      companyName: null,
      vatId: null,
    },
    hasPassword: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    token,
    tokenExpiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
  };
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

const unauthorized = {
  errorText: 'ERROR_UNAUTHORIZED',
  type: 'ERROR_UNAUTHORIZED',
  message: 'Sign in first',
};

export async function startStubPass(): Promise<StubPass> {
  const requests: StubPass['requests'] = [];
  const revoked = new Set<string>();
  const state = { failWith: null as number | null, retryAfter: null as string | null };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text === '' ? null : JSON.parse(text)) as Record<string, unknown> | null;
      const path = new URL(req.url ?? '/', 'http://stub').pathname;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (state.failWith !== null) {
        return send(
          res,
          state.failWith,
          { errorText: 'ERROR_INTERNAL', type: 'ERROR_INTERNAL', message: 'Boom' },
          state.retryAfter === null ? {} : { 'retry-after': state.retryAfter },
        );
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      switch (`${req.method} ${path}`) {
        case 'POST /pass/account/login': {
          if (body?.email === 'throttled@example.com') {
            return send(
              res,
              429,
              {
                errorText: 'ERROR_TOO_MANY_ATTEMPTS',
                type: 'ERROR_TOO_MANY_ATTEMPTS',
                message: 'Try again later',
              },
              { 'retry-after': '120' },
            );
          }
          if (body?.email !== stubAccount.email || body.password !== stubAccount.password) {
            return send(res, 401, {
              errorText: 'ERROR_INVALID_CREDENTIALS',
              type: 'ERROR_INVALID_CREDENTIALS',
              message: 'Wrong e-mail or password',
            });
          }
          return send(res, 200, {
            errorText: 'OK',
            account: sessionAccountOf(stubAccount.accountId, stubAccount.email, stubAccount.token),
          });
        }
        case 'POST /pass/account/login-with-access-code':
        case 'POST /pass/account/account-set-password': {
          if (body?.email !== stubAccount.email || body.accessCode !== stubAccount.accessCode) {
            return send(res, 410, {
              errorText: 'ERROR_ACCESS_CODE_USED',
              type: 'ERROR_ACCESS_CODE_USED',
              message: 'The code was used or has expired',
            });
          }
          return send(res, 200, {
            errorText: 'OK',
            account: sessionAccountOf(stubAccount.accountId, stubAccount.email, stubAccount.token),
          });
        }
        case 'POST /pass/account/account-register': {
          if (body?.email === stubAccount.email) {
            return send(res, 409, {
              errorText: 'ERROR_EMAIL_TAKEN',
              type: 'ERROR_EMAIL_TAKEN',
              message: 'The e-mail has an account',
            });
          }
          return send(res, 200, {
            errorText: 'OK',
            account: sessionAccountOf(otherAccount.accountId, String(body?.email), otherAccount.token),
          });
        }
        case 'GET /pass/account/account-by-token': {
          if (bearer === undefined || revoked.has(bearer)) return send(res, 401, unauthorized);
          if (bearer === stubAccount.token) {
            return send(res, 200, {
              errorText: 'OK',
              account: sessionAccountOf(stubAccount.accountId, stubAccount.email, bearer),
            });
          }
          if (bearer === otherAccount.token) {
            return send(res, 200, {
              errorText: 'OK',
              account: sessionAccountOf(otherAccount.accountId, otherAccount.email, bearer),
            });
          }
          return send(res, 401, unauthorized);
        }
        default:
          return send(res, 404, { errorText: 'ERROR_NOT_FOUND', type: 'ERROR_NOT_FOUND', message: path });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: StubPass = {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    revoked,
    get failWith() {
      return state.failWith;
    },
    set failWith(value) {
      state.failWith = value;
    },
    get retryAfter() {
      return state.retryAfter;
    },
    set retryAfter(value) {
      state.retryAfter = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return stub;
}
