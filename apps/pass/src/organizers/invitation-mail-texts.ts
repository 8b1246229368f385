// Texts of the team invitation e-mail in cs, sk, en and de.
import type { LabelLanguage } from '@repo/enums';

export interface InvitationMailValues {
  organizerName: string;
  roleLabel: string;
  link: string;
  expiresAt: Date;
}

type Text = (values: InvitationMailValues & { expires: string }) => { subject: string; text: string };

const texts: Record<LabelLanguage, Text> = {
  cs: (v) => ({
    subject: `Pozvánka do týmu ${v.organizerName}`,
    text: `Dobrý den,\n\nbyli jste pozváni do týmu pořadatele ${v.organizerName} v roli ${v.roleLabel}. Pozvánku přijmete po přihlášení na tomto odkazu:\n${v.link}\n\nOdkaz platí do ${v.expires}. Pokud pozvánku nečekáte, e-mail ignorujte.`,
  }),
  sk: (v) => ({
    subject: `Pozvánka do tímu ${v.organizerName}`,
    text: `Dobrý deň,\n\nboli ste pozvaní do tímu organizátora ${v.organizerName} v role ${v.roleLabel}. Pozvánku prijmete po prihlásení na tomto odkaze:\n${v.link}\n\nOdkaz platí do ${v.expires}. Ak pozvánku nečakáte, e-mail ignorujte.`,
  }),
  en: (v) => ({
    subject: `Invitation to the ${v.organizerName} team`,
    text: `Hello,\n\nyou have been invited to join the team of ${v.organizerName} as ${v.roleLabel}. Sign in and accept the invitation here:\n${v.link}\n\nThe link works until ${v.expires}. If you did not expect this invitation, ignore this e-mail.`,
  }),
  de: (v) => ({
    subject: `Einladung in das Team von ${v.organizerName}`,
    text: `Guten Tag,\n\nSie wurden in das Team von ${v.organizerName} eingeladen, mit der Rolle ${v.roleLabel}. Melden Sie sich an und nehmen Sie die Einladung hier an:\n${v.link}\n\nDer Link gilt bis ${v.expires}. Falls Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.`,
  }),
};

const locales: Record<LabelLanguage, string> = { cs: 'cs-CZ', sk: 'sk-SK', en: 'en-GB', de: 'de-DE' };

/** Subject and plain-text body; expiry in Central European time, like the account e-mails. */
export function invitationMailText(
  language: LabelLanguage,
  values: InvitationMailValues,
): { subject: string; text: string } {
  const expires = new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(values.expiresAt);
  return texts[language]({ ...values, expires });
}
