// Wallet pass labels in the four interface languages (the ticket PDF's labels cover sector, row, seat, holder).
import type { LabelLanguage } from '@repo/enums';

export interface WalletTexts {
  event: string;
  date: string;
  venue: string;
  address: string;
  /** The pass's description (VoiceOver and the lock screen), followed by the event name. */
  description: string;
}

export const walletTexts: Readonly<Record<LabelLanguage, WalletTexts>> = {
  cs: { event: 'Akce', date: 'Začátek', venue: 'Místo konání', address: 'Adresa', description: 'Vstupenka' },
  sk: {
    event: 'Podujatie',
    date: 'Začiatok',
    venue: 'Miesto konania',
    address: 'Adresa',
    description: 'Vstupenka',
  },
  en: { event: 'Event', date: 'Starts', venue: 'Venue', address: 'Address', description: 'Ticket' },
  de: {
    event: 'Veranstaltung',
    date: 'Beginn',
    venue: 'Veranstaltungsort',
    address: 'Adresse',
    description: 'Ticket',
  },
};
