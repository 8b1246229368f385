import { accountEndpoints } from '@repo/contract/accounts';
import { language } from '@repo/enums';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { purgeAuthAttempts } from '../accounts/throttle';
import { accountCodes, accounts, accountTokens, authAttempts } from '../db/schema';
import { loadEnv } from '../env';
import { accessCodeOf, accountClient, verificationToken } from '../test/account-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const session = (body: unknown) => accountEndpoints.login.response.parse(body).account;

describe.each(testDatabaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof accountClient>;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: false,
      env: { PUBLIC_TICKETS_URL: 'https://tickets.example.cz', ACCOUNT_CREATES_PER_IP: '1000' },
    });
    c = accountClient(t);
    // An account the throttling tests use as "someone else", so every test can run on its own.
    await c.register('bystander@example.cz', 'heslo-1234');
  }, 60_000);
  afterAll(() => t.close());

  it('register -> verification e-mail in the account language -> verify -> login', async () => {
    const registered = await c.register('  Eva.Kralova@Example.CZ ', 'heslo-1234', language.ids.english);
    expect(registered).toMatchObject({
      email: 'eva.kralova@example.cz',
      emailVerified: false,
      hasPassword: true,
      languageId: language.ids.english,
      name: null,
      billingInfo: null,
    });
    expect(registered.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mail = await c.lastMailTo('eva.kralova@example.cz');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('https://tickets.example.cz/en/account/verify-email?token=');
    const token = verificationToken(mail.text);
    // Only the hash is stored.
    const stored = await t.database.db.select().from(accountCodes);
    expect(stored.some((row) => row.codeHash === token)).toBe(false);
    // The password is hashed at the cost the service is configured with (the tests' cheap one here).
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, registered.accountId));
    expect(row?.passwordHash).toMatch(/^scrypt\$v1\$1024\$8\$1\$/);

    const verified = await c.post('/pass/account/account-verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().account).toMatchObject({ emailVerified: true });

    const again = await c.post('/pass/account/account-verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().errorText).toBe('ERROR_TOKEN_USED');

    const login = await c.post('/pass/account/login', {
      email: 'EVA.KRALOVA@example.cz',
      password: 'heslo-1234',
    });
    expect(login.statusCode, login.body).toBe(200);
    const signedIn = session(login.json());
    expect(signedIn).toMatchObject({ email: 'eva.kralova@example.cz', emailVerified: true });
    expect(signedIn.token).not.toBe(registered.token);

    const me = await c.get('/pass/account/account', { token: signedIn.token });
    expect(accountEndpoints.account.response.parse(me.json()).account.accountId).toBe(registered.accountId);
    const byToken = await c.get('/pass/account/account-by-token', { token: signedIn.token });
    expect(session(byToken.json())).toMatchObject({
      token: signedIn.token,
      tokenExpiresAt: signedIn.tokenExpiresAt,
    });
  });

  it('refuses a second registration of the same e-mail (any case) with 409', async () => {
    await c.register('dup@example.cz');
    const response = await c.post('/pass/account/account-register', {
      email: 'DUP@example.cz',
      password: 'x-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorText).toBe('ERROR_EMAIL_TAKEN');
    const weak = await c.post('/pass/account/account-register', {
      email: 'weak@example.cz',
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/body\.password/);
  });

  it('answers a wrong password and an unknown e-mail the same way (401)', async () => {
    await c.register('known@example.cz', 'right-password');
    const wrong = await c.post(
      '/pass/account/login',
      { email: 'known@example.cz', password: 'wrong-password' },
      { ip: '10.0.0.1' },
    );
    const unknown = await c.post(
      '/pass/account/login',
      { email: 'nobody@example.cz', password: 'wrong-password' },
      { ip: '10.0.0.1' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errorText).toBe('ERROR_INVALID_CREDENTIALS');
  });

  it('rejects unknown, malformed and expired verification tokens', async () => {
    const unknown = await c.post('/pass/account/account-verify-email', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorText).toBe('ERROR_TOKEN_NOT_FOUND');
    const malformed = await c.post('/pass/account/account-verify-email', { token: 'short' });
    expect(malformed.statusCode).toBe(400);

    const account = await c.register('late@example.cz');
    const token = verificationToken((await c.lastMailTo('late@example.cz')).text);
    await t.database.db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountCodes.accountId, account.accountId));
    const expired = await c.post('/pass/account/account-verify-email', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorText).toBe('ERROR_TOKEN_EXPIRED');

    // A new link on request; once verified, asking again sends nothing.
    await c.post('/pass/account/account-send-reset-email', {
      email: 'late@example.cz',
      purpose: 'verifyEmail',
    });
    const fresh = verificationToken((await c.lastMailTo('late@example.cz')).text);
    expect(fresh).not.toBe(token);
    expect((await c.post('/pass/account/account-verify-email', { token: fresh })).statusCode).toBe(200);
    const mails = await c.mailCountTo('late@example.cz');
    await c.post('/pass/account/account-send-reset-email', {
      email: 'late@example.cz',
      purpose: 'verifyEmail',
    });
    expect(await c.mailCountTo('late@example.cz')).toBe(mails);
  });

  it('answers 401 on secured endpoints without, with a malformed, an unknown or an expired token', async () => {
    const none = await c.get('/pass/account/account');
    expect(none.statusCode).toBe(401);
    expect(none.json().errorText).toBe('ERROR_UNAUTHORIZED');
    const malformed = await c.get('/pass/account/account', { headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
    const unknown = await c.get('/pass/account/account-orders', { token: 'B'.repeat(43) });
    expect(unknown.statusCode).toBe(401);

    const account = await c.register('expiring@example.cz');
    expect((await c.get('/pass/account/account', { token: account.token })).statusCode).toBe(200);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.accountId, account.accountId));
    expect((await c.get('/pass/account/account', { token: account.token })).statusCode).toBe(401);
    expect((await c.get('/pass/account/account-by-token', { token: account.token })).statusCode).toBe(401);
  });

  it("forbids reading another account by id (403), and reads one's own", async () => {
    const a = await c.register('reader-a@example.cz');
    const b = await c.register('reader-b@example.cz');
    const foreign = await c.get(`/pass/account/account?accountId=${a.accountId}`, { token: b.token });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorText).toBe('ERROR_FORBIDDEN');
    const own = await c.get(`/pass/account/account?accountId=${b.accountId}`, { token: b.token });
    expect(own.json().account.email).toBe('reader-b@example.cz');
  });

  it('reset flow: same answer for known and unknown e-mails, code link, set password, every old session ends', async () => {
    const first = await c.register('reset@example.cz', 'old-password');
    const second = session(
      (await c.post('/pass/account/login', { email: 'reset@example.cz', password: 'old-password' })).json(),
    );
    const mailsBefore = await c.mailCountTo('reset@example.cz');

    const known = await c.post(
      '/pass/account/account-send-reset-email',
      { email: 'reset@example.cz' },
      { ip: '10.1.0.1' },
    );
    const unknown = await c.post(
      '/pass/account/account-send-reset-email',
      { email: 'ghost@example.cz' },
      { ip: '10.1.0.2' },
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await c.mailCountTo('reset@example.cz')).toBe(mailsBefore + 1);
    expect(await c.mailCountTo('ghost@example.cz')).toBe(0);

    const mail = await c.lastMailTo('reset@example.cz');
    expect(mail.subject).toBe('Nastavení nového hesla');
    expect(mail.text).toContain('https://tickets.example.cz/account/set-password?accessCode=');
    expect(mail.text).toContain('email=reset%40example.cz');
    const code = accessCodeOf(mail.text);

    const peek = await c.get(
      `/pass/account/account-by-access-code?email=reset@example.cz&accessCode=${code.toLowerCase()}`,
    );
    expect(peek.statusCode, peek.body).toBe(200);
    expect(peek.json()).toMatchObject({ email: 'reset@example.cz', hasPassword: true });

    const set = await c.post('/pass/account/account-set-password', {
      email: 'reset@example.cz',
      accessCode: code,
      password: 'new-password',
    });
    expect(set.statusCode, set.body).toBe(200);
    const fresh = session(set.json());
    expect((await c.get('/pass/account/account', { token: first.token })).statusCode).toBe(401);
    expect((await c.get('/pass/account/account', { token: second.token })).statusCode).toBe(401);
    expect((await c.get('/pass/account/account', { token: fresh.token })).statusCode).toBe(200);

    const reused = await c.post('/pass/account/account-set-password', {
      email: 'reset@example.cz',
      accessCode: code,
      password: 'third-password',
    });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().errorText).toBe('ERROR_ACCESS_CODE_USED');
    expect(
      (
        await c.post(
          '/pass/account/login',
          { email: 'reset@example.cz', password: 'old-password' },
          { ip: '10.1.0.3' },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await c.post('/pass/account/login', { email: 'reset@example.cz', password: 'new-password' }))
        .statusCode,
    ).toBe(200);
  });

  it('passwordless sign-in with an access code verifies the e-mail; expired, used and wrong codes fail', async () => {
    await c.register('code@example.cz', 'heslo-1234', language.ids.german);
    await c.post('/pass/account/account-send-reset-email', { email: 'code@example.cz', purpose: 'signIn' });
    const mail = await c.lastMailTo('code@example.cz');
    expect(mail.subject).toMatch(/^Ihr Anmeldecode [0-9A-Z]{8}$/);
    expect(mail.text).toContain('https://tickets.example.cz/de/account/set-password?');
    const code = accessCodeOf(mail.text);

    const wrong = await c.post(
      '/pass/account/login-with-access-code',
      { email: 'code@example.cz', accessCode: 'ZZZZZZZZ' },
      { ip: '10.2.0.1' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorText).toBe('ERROR_INVALID_ACCESS_CODE');
    const otherEmail = await c.post(
      '/pass/account/login-with-access-code',
      { email: 'bystander@example.cz', accessCode: code },
      { ip: '10.2.0.1' },
    );
    expect(otherEmail.statusCode).toBe(401);

    const ok = await c.post('/pass/account/login-with-access-code', {
      email: 'code@example.cz',
      accessCode: code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(session(ok.json())).toMatchObject({ emailVerified: true });

    const used = await c.post(
      '/pass/account/login-with-access-code',
      { email: 'code@example.cz', accessCode: code },
      { ip: '10.2.0.1' },
    );
    expect(used.statusCode).toBe(410);
    expect(used.json().errorText).toBe('ERROR_ACCESS_CODE_USED');

    await c.post('/pass/account/account-send-reset-email', { email: 'code@example.cz', purpose: 'signIn' });
    const late = accessCodeOf((await c.lastMailTo('code@example.cz')).text);
    await t.database.db
      .update(accountCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${accountCodes.usedAt} is null and ${accountCodes.purpose} = 'accessCode'`);
    const expired = await c.post(
      '/pass/account/login-with-access-code',
      { email: 'code@example.cz', accessCode: late },
      { ip: '10.2.0.1' },
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorText).toBe('ERROR_ACCESS_CODE_EXPIRED');
    const peekExpired = await c.get(
      `/pass/account/account-by-access-code?email=code@example.cz&accessCode=${late}`,
      { ip: '10.2.0.1' },
    );
    expect(peekExpired.statusCode).toBe(410);
  });

  it('account-create makes a passwordless account and e-mails a set-password link; 409 for a taken e-mail', async () => {
    const created = await c.post('/pass/account/account-create', {
      email: 'guest@example.cz',
      languageId: language.ids.slovak,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().account).toMatchObject({ hasPassword: false, emailVerified: false, languageId: 2 });
    const login = await c.post(
      '/pass/account/login',
      { email: 'guest@example.cz', password: 'anything-at-all' },
      { ip: '10.3.0.1' },
    );
    expect(login.statusCode).toBe(401);

    const mail = await c.lastMailTo('guest@example.cz');
    expect(mail.subject).toBe('Váš účet je pripravený');
    expect(mail.text).toContain('https://tickets.example.cz/sk/account/set-password?');
    const peek = await c.get(
      `/pass/account/account-by-access-code?email=guest@example.cz&accessCode=${accessCodeOf(mail.text)}`,
    );
    expect(peek.json()).toMatchObject({ hasPassword: false });
    const set = await c.post('/pass/account/account-set-password', {
      email: 'guest@example.cz',
      accessCode: accessCodeOf(mail.text),
      password: 'guest-password',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(session(set.json())).toMatchObject({ hasPassword: true, emailVerified: true });

    const again = await c.post('/pass/account/account-create', { email: 'guest@example.cz' });
    expect(again.statusCode).toBe(409);
  });

  it('change password: 403 for a wrong current password; otherwise every session ends and a new one starts', async () => {
    const first = await c.register('changer@example.cz', 'first-password');
    const other = session(
      (
        await c.post('/pass/account/login', { email: 'changer@example.cz', password: 'first-password' })
      ).json(),
    );
    const wrong = await c.post(
      '/pass/account/account-change-password',
      { currentPassword: 'not-it', newPassword: 'second-password' },
      { token: first.token, ip: '10.4.0.1' },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorText).toBe('ERROR_INVALID_PASSWORD');
    const missing = await c.post(
      '/pass/account/account-change-password',
      { newPassword: 'second-password' },
      { token: first.token, ip: '10.4.0.1' },
    );
    expect(missing.statusCode).toBe(403);

    const changed = await c.post(
      '/pass/account/account-change-password',
      { currentPassword: 'first-password', newPassword: 'second-password' },
      { token: first.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = session(changed.json());
    expect((await c.get('/pass/account/account', { token: first.token })).statusCode).toBe(401);
    expect((await c.get('/pass/account/account', { token: other.token })).statusCode).toBe(401);
    expect((await c.get('/pass/account/account', { token: renewed.token })).statusCode).toBe(200);
    const revoked = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.accountId, first.accountId));
    expect(revoked.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('account-set-data stores phone and billing info with the VAT id checked per country', async () => {
    const account = await c.register('billing@example.cz');
    const set = (payload: unknown) =>
      c.post('/pass/account/account-set-data', payload, { token: account.token });
    const czech = { countryId: 1, city: 'Praha', address: 'Národní 1', postalCode: '110 00' };

    const ok = await set({
      phone: '+420 777 123 456',
      billingInfo: { ...czech, companyName: 'Firma s.r.o.', vatId: 'cz 123 456 78' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().account).toMatchObject({
      phone: '+420 777 123 456',
      billingInfo: { ...czech, companyName: 'Firma s.r.o.', vatId: 'CZ12345678' },
    });

    for (const [countryId, vatId] of [
      [2, 'SK1234567890'],
      [3, 'ATU12345678'],
      [14, 'DE123456789'],
      [15, 'EL123456789'],
      [4, 'GB123456789'],
    ] as const) {
      const response = await set({ billingInfo: { ...czech, countryId, vatId } });
      expect(response.statusCode, `${countryId} ${vatId}: ${response.body}`).toBe(200);
    }
    for (const [countryId, vatId] of [
      [1, 'CZ123'],
      [1, 'SK1234567890'],
      [2, 'SK123456789'],
      [3, 'AT12345678'],
      [14, 'DE12345678'],
    ] as const) {
      const response = await set({ billingInfo: { ...czech, countryId, vatId } });
      expect(response.statusCode, `${countryId} ${vatId}`).toBe(400);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
      expect(response.json().message).toMatch(/body\.billingInfo\.vatId/);
    }
    expect((await set({ billingInfo: { ...czech, countryId: 99 } })).statusCode).toBe(400);
    expect((await set({ billingInfo: { ...czech, city: '' } })).statusCode).toBe(400);
    expect((await set({ phone: 'call me' })).statusCode).toBe(400);
    expect((await set({ languageId: 7 })).statusCode).toBe(400);

    // Left out stays; null clears.
    const kept = await set({ languageId: 4 });
    expect(kept.json().account).toMatchObject({
      phone: '+420 777 123 456',
      languageId: 4,
      billingInfo: { countryId: 4 },
    });
    const cleared = await set({ billingInfo: null, phone: null });
    expect(cleared.json().account).toMatchObject({ phone: null, billingInfo: null });
    expect((await c.post('/pass/account/account-set-data', { phone: null })).statusCode).toBe(401);
  });

  it('account-set-data stores the name, which the session and account-by-token then carry', async () => {
    const account = await c.register('named@example.cz');
    const set = (payload: unknown) =>
      c.post('/pass/account/account-set-data', payload, { token: account.token });
    const named = await set({ name: '  Tereza Svobodová ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().account).toMatchObject({ name: 'Tereza Svobodová' });
    const byToken = await t.app.inject({
      url: '/pass/account/account-by-token',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(byToken.json().account).toMatchObject({ name: 'Tereza Svobodová' });
    expect((await set({ name: 'X' })).statusCode).toBe(400);
    expect((await set({ phone: null })).json().account).toMatchObject({ name: 'Tereza Svobodová' });
    expect((await set({ name: null })).json().account).toMatchObject({ name: null });
  });

  describe('throttling', () => {
    it('answers 429 with Retry-After after 5 failed sign-ins for one e-mail, even with the right password', async () => {
      await c.register('target@example.cz', 'right-password');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await c.post(
          '/pass/account/login',
          { email: 'target@example.cz', password: `guess-${attempt}` },
          { ip: `10.5.0.${attempt}` },
        );
        expect(response.statusCode).toBe(401);
      }
      const blocked = await c.post(
        '/pass/account/login',
        { email: 'target@example.cz', password: 'right-password' },
        { ip: '10.5.1.1' },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ errorText: 'ERROR_TOO_MANY_ATTEMPTS' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Access codes are counted apart, so the owner can still sign in with an e-mailed code: a wrong one is
      // refused as wrong, not throttled.
      const code = await c.post(
        '/pass/account/login-with-access-code',
        { email: 'target@example.cz', accessCode: 'AAAAAAAA' },
        { ip: '10.5.1.2' },
      );
      expect(code.statusCode).toBe(401);
      // Another e-mail from the same address is not affected.
      expect(
        (
          await c.post(
            '/pass/account/login',
            { email: 'bystander@example.cz', password: 'heslo-1234' },
            { ip: '10.5.1.1' },
          )
        ).statusCode,
      ).toBe(200);

      // Once the failures leave the window, the right password works again.
      await t.database.db.execute(
        sql`update auth_attempt set created_at = created_at - interval '16 minutes' where key = 'email:target@example.cz'`,
      );
      expect(
        (
          await c.post(
            '/pass/account/login',
            { email: 'target@example.cz', password: 'right-password' },
            { ip: '10.5.1.1' },
          )
        ).statusCode,
      ).toBe(200);
    });

    it('answers 429 after the per-IP number of failed sign-ins, whatever the e-mails', async () => {
      // The default is 20 per IP; a second instance with 4 keeps the test short (each failure costs a scrypt run).
      const strict: FastifyInstance = await buildApp(
        loadEnv({
          LOG_LEVEL: 'silent',
          PASSWORD_HASHING: 'fast-for-tests',
          SIGN_IN_FAILURES_PER_IP: '4',
          MAIL_OUTBOX_DIR: t.mailDir,
        }),
        t.database,
      );
      const login = (email: string, password: string, ip: string) =>
        strict.inject({
          method: 'POST',
          url: '/pass/account/login',
          payload: { email, password },
          remoteAddress: ip,
        });
      try {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          expect((await login(`spray-${attempt}@example.cz`, 'guess-guess', '10.6.0.1')).statusCode).toBe(
            401,
          );
        }
        const blocked = await login('bystander@example.cz', 'heslo-1234', '10.6.0.1');
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        expect((await login('bystander@example.cz', 'heslo-1234', '10.6.0.2')).statusCode).toBe(200);
      } finally {
        await strict.close();
      }
    });

    it('holds the limit against a burst of parallel guesses (counted before the password is checked)', async () => {
      await c.register('burst@example.cz', 'right-password');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, attempt) =>
          c.post(
            '/pass/account/login',
            { email: 'burst@example.cz', password: `guess-${attempt}` },
            { ip: `10.10.0.${attempt}` },
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      // Never more than 5 passwords checked. Fewer is possible when concurrent attempts count each other before
      // any is forgiven (PostgreSQL); refusing then is the safe side.
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10 - checked);
    });

    it('limits wrong access codes per e-mail on their own count (ACCESS_CODE_FAILURES_PER_EMAIL)', async () => {
      const strict: FastifyInstance = await buildApp(
        loadEnv({
          LOG_LEVEL: 'silent',
          PASSWORD_HASHING: 'fast-for-tests',
          ACCESS_CODE_FAILURES_PER_EMAIL: '2',
          MAIL_OUTBOX_DIR: t.mailDir,
        }),
        t.database,
      );
      try {
        await c.register('codes@example.cz', 'right-password');
        const guess = (accessCode: string, n: number) =>
          strict.inject({
            method: 'POST',
            url: '/pass/account/login-with-access-code',
            payload: { email: 'codes@example.cz', accessCode },
            remoteAddress: `10.11.0.${n}`,
          });
        expect((await guess('AAAAAAAA', 1)).statusCode).toBe(401);
        expect((await guess('BBBBBBBB', 2)).statusCode).toBe(401);
        expect((await guess('CCCCCCCC', 3)).statusCode).toBe(429);
        // The password is a different count: wrong codes do not lock it.
        const login = await strict.inject({
          method: 'POST',
          url: '/pass/account/login',
          payload: { email: 'codes@example.cz', password: 'right-password' },
          remoteAddress: '10.11.0.4',
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await strict.close();
      }
    });

    it('counts in the database: a second service instance on the same database sees the same failures', async () => {
      const other: FastifyInstance = await buildApp(
        loadEnv({
          LOG_LEVEL: 'silent',
          PASSWORD_HASHING: 'fast-for-tests',
          SIGN_IN_FAILURES_PER_EMAIL: '3',
          MAIL_OUTBOX_DIR: t.mailDir,
        }),
        t.database,
      );
      try {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await c.post(
            '/pass/account/login',
            { email: 'shared@example.cz', password: 'guess-guess' },
            { ip: '10.7.0.1' },
          );
          expect(response.statusCode).toBe(401);
        }
        const blocked = await other.inject({
          method: 'POST',
          url: '/pass/account/login',
          payload: { email: 'shared@example.cz', password: 'guess-guess' },
          remoteAddress: '10.7.0.2',
        });
        expect(blocked.statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });

    it('limits reset e-mails per address the same way whether or not it has an account', async () => {
      for (const email of ['bystander@example.cz', 'nobody-here@example.cz']) {
        const answers = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          answers.push(
            (await c.post('/pass/account/account-send-reset-email', { email }, { ip: `10.8.${attempt}.1` }))
              .statusCode,
          );
        }
        expect(answers).toEqual([200, 200, 200, 429]);
      }
    });

    it('purges attempts that have left the window, whatever their key', async () => {
      await t.database.db.insert(authAttempts).values([
        { scope: 'signIn', key: 'email:once@example.cz', createdAt: new Date(Date.now() - 20 * 60_000) },
        { scope: 'signIn', key: 'email:recent@example.cz' },
      ]);
      expect(await purgeAuthAttempts(t.database.db, 15 * 60_000)).toBeGreaterThanOrEqual(1);
      const keys = (await t.database.db.select().from(authAttempts)).map((row) => row.key);
      expect(keys).not.toContain('email:once@example.cz');
      expect(keys).toContain('email:recent@example.cz');
    });

    it('limits accounts created per IP', async () => {
      const strict: FastifyInstance = await buildApp(
        loadEnv({
          LOG_LEVEL: 'silent',
          PASSWORD_HASHING: 'fast-for-tests',
          ACCOUNT_CREATES_PER_IP: '2',
          MAIL_OUTBOX_DIR: t.mailDir,
        }),
        t.database,
      );
      try {
        const create = (n: number) =>
          strict.inject({
            method: 'POST',
            url: '/pass/account/account-create',
            payload: { email: `bulk-${n}@example.cz` },
            remoteAddress: '10.9.0.1',
          });
        expect((await create(1)).statusCode).toBe(200);
        expect((await create(2)).statusCode).toBe(200);
        expect((await create(3)).statusCode).toBe(429);
        const rows = await t.database.db
          .select()
          .from(accounts)
          .where(sql`${accounts.email} like 'bulk-%'`);
        expect(rows).toHaveLength(2);
      } finally {
        await strict.close();
      }
    });
  });
});
