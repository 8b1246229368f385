// Sign-in throttling on two real pass processes sharing one PostgreSQL: limits per visitor named by the trusted
// storefront, never by whoever else connects, and an e-mailed code still signs the owner in while passwords are
// throttled.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database';
import { readOutboxDir } from '../mail/mailer';
import { accessCodeOf, decodeBody } from '../test/account-helpers';
import { freePort, startServiceProcess } from '../test/service-process';
import type { ServiceProcess } from '../test/service-process';
import { createTestDatabase, testDatabaseKinds } from '../test/test-app';
import type { TestDatabase } from '../test/test-app';

const PER_EMAIL = 3;
const PER_IP = 6;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | undefined;
}

/** A POST from a chosen local address (127.0.0.1 plays the storefront; 127.0.0.2 someone reaching the pass directly). */
function post(
  service: ServiceProcess,
  path: string,
  body: unknown,
  options: { from?: string; forwardedFor?: string } = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${service.base}${path}`,
      {
        method: 'POST',
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(options.forwardedFor === undefined ? {} : { 'x-forwarded-for': options.forwardedFor }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('sign-in throttling on two pass processes against one PostgreSQL', () => {
  const hasPostgres = testDatabaseKinds.includes('postgres');
  let database: TestDatabase | undefined;
  let mailDir = '';
  const services: ServiceProcess[] = [];
  const service = (index: number): ServiceProcess => {
    const picked = services[index % services.length];
    if (!picked) throw new Error('no service');
    return picked;
  };

  beforeAll(async () => {
    if (!hasPostgres) return;
    database = await createTestDatabase('postgres');
    const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    // Test code may read process.env (see test-app.ts): TEST_DATABASE_URL decides which server the tests use.
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    mailDir = mkdtempSync(join(tmpdir(), 'pass-throttle-mail-'));
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'never',
      MAIL_OUTBOX_DIR: mailDir,
      // The storefront in front of the pass is 127.0.0.1; nobody else is believed about the client address.
      TRUST_PROXY: '127.0.0.1',
      SIGN_IN_FAILURES_PER_EMAIL: String(PER_EMAIL),
      SIGN_IN_FAILURES_PER_IP: String(PER_IP),
    };
    const ports = [await freePort(), await freePort()];
    services.push(...(await Promise.all(ports.map((port) => startServiceProcess({ port, env })))));
  });
  afterAll(async () => {
    await Promise.all(services.map((running) => running.stop()));
    await database?.dispose();
    if (mailDir !== '') rmSync(mailDir, { recursive: true, force: true });
  });

  async function register(email: string, password: string, visitor: string): Promise<void> {
    const answer = await post(
      service(0),
      '/pass/account/account-register',
      { email, password },
      {
        forwardedFor: visitor,
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  /** The access code of the newest e-mail to the address, written by whichever process's outbox worker sent it. */
  async function accessCodeMailedTo(email: string, after: number): Promise<string> {
    for (let waited = 0; waited < 20_000; waited += 200) {
      const mails = (await readOutboxDir(mailDir)).filter((mail) => mail.to.includes(email));
      const mail = mails.at(-1);
      if (mail && mails.length > after) return accessCodeOf(decodeBody(mail.raw));
      await sleep(200);
    }
    throw new Error(`no access code e-mail to ${email}`);
  }

  it.skipIf(!hasPostgres)(
    'counts per visitor across both processes; other visitors and rotated X-Forwarded-For do not escape or suffer',
    async () => {
      await register('neighbour@example.cz', 'neighbour-password', '198.51.100.9');
      // One visitor behind the storefront tries other people's passwords, alternating between the processes.
      const guesses: Answer[] = [];
      for (let attempt = 0; attempt <= PER_IP; attempt += 1) {
        guesses.push(
          await post(
            service(attempt),
            '/pass/account/login',
            { email: `victim-${attempt}@example.cz`, password: 'guess-guess' },
            { forwardedFor: '203.0.113.10' },
          ),
        );
      }
      expect(guesses.map((answer) => answer.status)).toEqual([...Array<number>(PER_IP).fill(401), 429]);
      expect(Number(guesses.at(-1)?.retryAfter)).toBeGreaterThan(0);

      // Another visitor of the same storefront still signs in on either process.
      for (const index of [0, 1]) {
        const other = await post(
          service(index),
          '/pass/account/login',
          { email: 'neighbour@example.cz', password: 'neighbour-password' },
          { forwardedFor: '198.51.100.9' },
        );
        expect(other.status).toBe(200);
      }

      // Someone reaching the pass directly (not from the storefront) cannot pick a fresh address per request.
      const direct: number[] = [];
      for (let attempt = 0; attempt <= PER_IP; attempt += 1) {
        const answer = await post(
          service(attempt),
          '/pass/account/login',
          { email: `direct-${attempt}@example.cz`, password: 'guess-guess' },
          { from: '127.0.0.2', forwardedFor: `192.0.2.${attempt + 1}` },
        );
        direct.push(answer.status);
      }
      expect(direct).toEqual([...Array<number>(PER_IP).fill(401), 429]);
    },
  );

  it.skipIf(!hasPostgres)(
    'signs the owner in with an e-mailed code while password sign-in for the e-mail is throttled',
    async () => {
      const email = 'owner@example.cz';
      await register(email, 'owner-password', '198.51.100.20');
      // An attacker from several addresses exhausts the e-mail's password limit on both processes.
      for (let attempt = 0; attempt < PER_EMAIL; attempt += 1) {
        const answer = await post(
          service(attempt),
          '/pass/account/login',
          { email, password: `guess-${attempt}` },
          { forwardedFor: `203.0.113.${30 + attempt}` },
        );
        expect(answer.status).toBe(401);
      }
      const throttled = await post(
        service(1),
        '/pass/account/login',
        { email, password: 'owner-password' },
        { forwardedFor: '198.51.100.20' },
      );
      expect(throttled.status).toBe(429);
      expect(throttled.body).toMatchObject({ errorText: 'ERROR_TOO_MANY_ATTEMPTS' });

      // The owner asks one process for a code and signs in with it on the other.
      const mailsBefore = (await readOutboxDir(mailDir)).filter((mail) => mail.to.includes(email)).length;
      const requested = await post(
        service(1),
        '/pass/account/account-send-reset-email',
        { email, purpose: 'signIn' },
        { forwardedFor: '198.51.100.20' },
      );
      expect(requested.status).toBe(200);
      const code = await accessCodeMailedTo(email, mailsBefore);
      const signedIn = await post(
        service(0),
        '/pass/account/login-with-access-code',
        { email, accessCode: code },
        { forwardedFor: '198.51.100.20' },
      );
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);

      // Proving the mailbox clears the password failures, so the password works again too.
      const withPassword = await post(
        service(1),
        '/pass/account/login',
        { email, password: 'owner-password' },
        { forwardedFor: '198.51.100.20' },
      );
      expect(withPassword.status).toBe(200);
      for (const running of services) expect(running.stderr()).not.toMatch(/error/i);
    },
  );
});
