// Texts of the account e-mails in cs, sk, en and de: verification link, set-password link, sign-in code, welcome.
import type { LabelLanguage } from '@repo/enums';

export type AccountMailPurpose = 'verifyEmail' | 'resetPassword' | 'signIn' | 'welcome';

export interface AccountMailValues {
  email: string;
  /** The page the e-mail points at (verification or set-password). */
  link: string;
  /** The access code (all purposes but verifyEmail). */
  code?: string;
  expiresAt: Date;
}

interface Texts {
  subject: (values: AccountMailValues) => string;
  body: (values: AccountMailValues & { expires: string }) => string;
}

const texts: Record<AccountMailPurpose, Record<LabelLanguage, Texts>> = {
  verifyEmail: {
    cs: {
      subject: () => 'Potvrďte svůj e-mail',
      body: (v) =>
        `Dobrý den,\n\npro dokončení registrace potvrďte svou e-mailovou adresu na tomto odkazu:\n${v.link}\n\nOdkaz platí do ${v.expires}. Pokud jste se neregistrovali, e-mail ignorujte.`,
    },
    sk: {
      subject: () => 'Potvrďte svoj e-mail',
      body: (v) =>
        `Dobrý deň,\n\nna dokončenie registrácie potvrďte svoju e-mailovú adresu na tomto odkaze:\n${v.link}\n\nOdkaz platí do ${v.expires}. Ak ste sa neregistrovali, e-mail ignorujte.`,
    },
    en: {
      subject: () => 'Confirm your e-mail address',
      body: (v) =>
        `Hello,\n\nto finish signing up, confirm your e-mail address by opening this link:\n${v.link}\n\nThe link works until ${v.expires}. If you did not sign up, ignore this e-mail.`,
    },
    de: {
      subject: () => 'Bestätigen Sie Ihre E-Mail-Adresse',
      body: (v) =>
        `Guten Tag,\n\num die Registrierung abzuschließen, bestätigen Sie bitte Ihre E-Mail-Adresse über diesen Link:\n${v.link}\n\nDer Link gilt bis ${v.expires}. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.`,
    },
  },
  resetPassword: {
    cs: {
      subject: () => 'Nastavení nového hesla',
      body: (v) =>
        `Dobrý den,\n\nnové heslo si nastavíte na této stránce:\n${v.link}\n\nNebo zadejte kód ${v.code}. Kód platí do ${v.expires} a lze jej použít jednou. Pokud jste o změnu hesla nežádali, e-mail ignorujte.`,
    },
    sk: {
      subject: () => 'Nastavenie nového hesla',
      body: (v) =>
        `Dobrý deň,\n\nnové heslo si nastavíte na tejto stránke:\n${v.link}\n\nAlebo zadajte kód ${v.code}. Kód platí do ${v.expires} a dá sa použiť raz. Ak ste o zmenu hesla nežiadali, e-mail ignorujte.`,
    },
    en: {
      subject: () => 'Set a new password',
      body: (v) =>
        `Hello,\n\nset a new password on this page:\n${v.link}\n\nOr enter the code ${v.code}. The code works once, until ${v.expires}. If you did not ask for this, ignore this e-mail.`,
    },
    de: {
      subject: () => 'Neues Passwort festlegen',
      body: (v) =>
        `Guten Tag,\n\nein neues Passwort legen Sie auf dieser Seite fest:\n${v.link}\n\nOder geben Sie den Code ${v.code} ein. Der Code gilt einmal bis ${v.expires}. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
  },
  signIn: {
    cs: {
      subject: (v) => `Váš přihlašovací kód ${v.code}`,
      body: (v) =>
        `Dobrý den,\n\nváš přihlašovací kód je ${v.code}. Platí do ${v.expires} a lze jej použít jednou.\n\nHeslo si můžete nastavit zde:\n${v.link}\n\nPokud jste se nepřihlašovali, e-mail ignorujte.`,
    },
    sk: {
      subject: (v) => `Váš prihlasovací kód ${v.code}`,
      body: (v) =>
        `Dobrý deň,\n\nváš prihlasovací kód je ${v.code}. Platí do ${v.expires} a dá sa použiť raz.\n\nHeslo si môžete nastaviť tu:\n${v.link}\n\nAk ste sa neprihlasovali, e-mail ignorujte.`,
    },
    en: {
      subject: (v) => `Your sign-in code ${v.code}`,
      body: (v) =>
        `Hello,\n\nyour sign-in code is ${v.code}. It works once, until ${v.expires}.\n\nYou can also set a password here:\n${v.link}\n\nIf you did not try to sign in, ignore this e-mail.`,
    },
    de: {
      subject: (v) => `Ihr Anmeldecode ${v.code}`,
      body: (v) =>
        `Guten Tag,\n\nIhr Anmeldecode lautet ${v.code}. Er gilt einmal bis ${v.expires}.\n\nEin Passwort können Sie hier festlegen:\n${v.link}\n\nFalls Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail.`,
    },
  },
  welcome: {
    cs: {
      subject: () => 'Váš účet je připraven',
      body: (v) =>
        `Dobrý den,\n\nzaložili jsme vám účet pro ${v.email}. Heslo si nastavíte zde:\n${v.link}\n\nKód pro přihlášení bez hesla: ${v.code} (platí do ${v.expires}).`,
    },
    sk: {
      subject: () => 'Váš účet je pripravený',
      body: (v) =>
        `Dobrý deň,\n\nzaložili sme vám účet pre ${v.email}. Heslo si nastavíte tu:\n${v.link}\n\nKód na prihlásenie bez hesla: ${v.code} (platí do ${v.expires}).`,
    },
    en: {
      subject: () => 'Your account is ready',
      body: (v) =>
        `Hello,\n\nwe have created an account for ${v.email}. Set your password here:\n${v.link}\n\nCode for signing in without a password: ${v.code} (works until ${v.expires}).`,
    },
    de: {
      subject: () => 'Ihr Konto ist bereit',
      body: (v) =>
        `Guten Tag,\n\nwir haben für ${v.email} ein Konto angelegt. Ihr Passwort legen Sie hier fest:\n${v.link}\n\nCode für die Anmeldung ohne Passwort: ${v.code} (gilt bis ${v.expires}).`,
    },
  },
};

const locales: Record<LabelLanguage, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB', de: 'de-DE' };

/**
 * Subject and plain-text body of an account e-mail. Expiry is shown in Central European time: the product
 * serves Central Europe and the e-mail cannot know the reader's zone.
 */
export function accountMailText(
  purpose: AccountMailPurpose,
  language: LabelLanguage,
  values: AccountMailValues,
): { subject: string; text: string } {
  const expires = new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(values.expiresAt);
  const chosen = texts[purpose][language];
  return { subject: chosen.subject(values), text: chosen.body({ ...values, expires }) };
}
