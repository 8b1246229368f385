// Tests of sealing the id cookie: round trip, tampering, a foreign password, expiry and malformed content.
import { sealData } from 'iron-session';
import { describe, expect, it, vi } from 'vitest';
import { sealSession, unsealSession } from './sealed-session';
import { createSessionConfig } from './session-config';

const config = createSessionConfig({ cookieName: 's', password: 'a'.repeat(32), secure: false });
const session = { token: 'pass-token', accountId: '0a000000-0000-4000-8000-000000000001' };

describe('sealed session', () => {
  it('unseals what it sealed, and the seal hides the token', async () => {
    const sealed = await sealSession(config, session);
    expect(sealed).not.toContain('pass-token');
    await expect(unsealSession(config, sealed)).resolves.toEqual(session);
  });

  it('gives null for a tampered seal, another password, or nothing', async () => {
    const sealed = await sealSession(config, session);
    const tampered = `${sealed.slice(0, 40)}${sealed[40] === 'A' ? 'B' : 'A'}${sealed.slice(41)}`;
    await expect(unsealSession(config, tampered)).resolves.toBeNull();
    const other = createSessionConfig({ cookieName: 's', password: 'b'.repeat(32), secure: false });
    await expect(unsealSession(other, sealed)).resolves.toBeNull();
    await expect(unsealSession(config, '')).resolves.toBeNull();
    await expect(unsealSession(config, undefined)).resolves.toBeNull();
  });

  it('gives null once the seal has expired (past the 60 s clock skew iron allows)', async () => {
    const sealed = await sealSession(config, session, 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 110_000);
      await expect(unsealSession(config, sealed)).resolves.toEqual(session);
      vi.setSystemTime(Date.now() + 20_000);
      await expect(unsealSession(config, sealed)).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives null for a genuine seal of something that is not a session', async () => {
    const sealed = await sealData({ token: '', accountId: 'nope' }, { password: config.password });
    await expect(unsealSession(config, sealed)).resolves.toBeNull();
  });

  it('refuses to seal a session without a token', async () => {
    await expect(sealSession(config, { ...session, token: '' })).rejects.toThrow();
  });
});
