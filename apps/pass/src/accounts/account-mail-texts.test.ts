import { LABEL_LANGUAGES } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { accountMailText } from './account-mail-texts';
import type { AccountMailPurpose } from './account-mail-texts';

const purposes: AccountMailPurpose[] = ['verifyEmail', 'resetPassword', 'signIn', 'welcome'];
const values = {
  email: 'jana@example.cz',
  link: 'https://tickets.example.cz/account/x',
  code: 'AB12CD34',
  expiresAt: new Date('2027-05-01T10:00:00Z'),
};

describe('accountMailText', () => {
  it('has a different text in each of cs, sk, en, de for every purpose, with the link', () => {
    for (const purpose of purposes) {
      const bodies = LABEL_LANGUAGES.map((language) => accountMailText(purpose, language, values).text);
      expect(new Set(bodies).size).toBe(4);
      for (const body of bodies) expect(body).toContain(values.link);
    }
  });

  it('carries the code where one is sent, and the expiry in Prague time', () => {
    const { subject, text } = accountMailText('signIn', 'en', values);
    expect(subject).toBe('Your sign-in code AB12CD34');
    expect(text).toContain('12:00');
    expect(accountMailText('resetPassword', 'cs', values).text).toContain('AB12CD34');
    expect(accountMailText('verifyEmail', 'de', values).text).not.toContain('AB12CD34');
  });
});
