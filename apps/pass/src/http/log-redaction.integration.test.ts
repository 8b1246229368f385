// The real logger's output, read while endpoints are called with live secrets, holds none of them.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCodeOf, accountClient } from '../test/account-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces the values of secret query and route parameters and keeps the rest', () => {
    expect(redactUrl('/pass/account/account-by-access-code?email=a%40b.cz&accessCode=ABCD1234')).toBe(
      '/pass/account/account-by-access-code?email=a%40b.cz&accessCode=[REDACTED]',
    );
    expect(redactUrl('/x?TOKEN=t&code=c&access%43ode=e&format=png&flag')).toBe(
      '/x?TOKEN=[REDACTED]&code=[REDACTED]&access%43ode=[REDACTED]&format=png&flag',
    );
    expect(
      redactUrl(
        '/pass/v2/event/id/e1/ticket/qrCode/QR1?x=1',
        '/pass/v2/event/id/:eventId/ticket/qrCode/:qrCode',
      ),
    ).toBe('/pass/v2/event/id/e1/ticket/qrCode/[REDACTED]?x=1');
  });
});

describe.each(testDatabaseKinds)('log redaction on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { LOG_LEVEL: 'trace' }, logStream });
  });
  afterAll(() => t.close());

  it('keeps access codes, tokens, QR codes and credential headers out of the log', async () => {
    const c = accountClient(t);
    const account = await c.verifiedAccount('logged@example.cz');
    await c.post('/pass/account/account-send-reset-email', { email: 'logged@example.cz' });
    const accessCode = accessCodeOf((await c.lastMailTo('logged@example.cz')).text);

    const peek = await c.get(
      `/pass/account/account-by-access-code?email=logged@example.cz&accessCode=${accessCode}`,
    );
    expect(peek.statusCode, peek.body).toBe(200);
    // Codes are accepted in lower case too, so a lower-case copy in the log would work as well.
    await c.get(`/pass/account/account-by-access-code?accessCode=${accessCode.toLowerCase()}&email=x@y.cz`);
    const me = await c.get('/pass/account/account', {
      token: account.token,
      headers: { cookie: 'tickets_session=cookie-secret-value-123' },
    });
    expect(me.statusCode, me.body).toBe(200);

    const others = {
      invitation: 'invitation-token-secret-456',
      ticketQuery: 'QRQUERYSECRET789',
      ticketPath: 'QRPATHSECRET012',
      discount: 'DISCOUNTSECRET345',
    };
    await c.get(`/pass/hub/invitation?token=${others.invitation}`, { token: account.token });
    await c.get(`/pass/ticket/ticket-by-code?code=${others.ticketQuery}`);
    await c.get(`/pass/v2/event/id/${randomUUID()}/ticket/qrCode/${others.ticketPath}`);
    await c.post(`/pass/v2/event/id/${randomUUID()}/check-discount-code/${others.discount}`);
    // Any future line that logs a headers object.
    t.app.log.info({
      headers: { authorization: `Bearer ${account.token}`, cookie: 'sid=cookie-secret-value-123' },
    });

    const log = lines.join('');
    for (const secret of [
      accessCode,
      accessCode.toLowerCase(),
      account.token,
      'cookie-secret-value-123',
      ...Object.values(others),
    ]) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
    // And the log is not empty: the requests are there, with their secrets replaced.
    expect(log).toContain(
      '/pass/account/account-by-access-code?email=logged@example.cz&accessCode=[REDACTED]',
    );
    expect(log).toContain('/pass/ticket/ticket-by-code?code=[REDACTED]');
  });
});
