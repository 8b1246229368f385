// Ticket PDF labels in the four interface languages.
import type { LabelLanguage } from '@repo/enums';

export interface TicketTexts {
  /** Document title (PDF metadata), followed by the order number. */
  documentTitle: string;
  ticketType: string;
  sector: string;
  row: string;
  seat: string;
  holder: string;
  price: string;
  free: string;
  order: string;
  organizer: string;
  entranceNote: string;
  /** Banner of a demo-cart order's tickets: they admit no one. */
  demo: string;
}

export const ticketTexts: Readonly<Record<LabelLanguage, TicketTexts>> = {
  cs: {
    documentTitle: 'Vstupenky k objednávce',
    ticketType: 'Typ vstupenky',
    sector: 'Sektor',
    row: 'Řada',
    seat: 'Místo',
    holder: 'Držitel',
    price: 'Cena',
    free: 'Zdarma',
    order: 'Objednávka',
    organizer: 'Pořadatel',
    entranceNote: 'Tento kód ukažte při vstupu.',
    demo: 'DEMO – neplatná vstupenka',
  },
  sk: {
    documentTitle: 'Vstupenky k objednávke',
    ticketType: 'Typ vstupenky',
    sector: 'Sektor',
    row: 'Rad',
    seat: 'Miesto',
    holder: 'Držiteľ',
    price: 'Cena',
    free: 'Zadarmo',
    order: 'Objednávka',
    organizer: 'Organizátor',
    entranceNote: 'Tento kód ukážte pri vstupe.',
    demo: 'DEMO – neplatná vstupenka',
  },
  en: {
    documentTitle: 'Tickets for order',
    ticketType: 'Ticket type',
    sector: 'Sector',
    row: 'Row',
    seat: 'Seat',
    holder: 'Holder',
    price: 'Price',
    free: 'Free',
    order: 'Order',
    organizer: 'Organizer',
    entranceNote: 'Show this code at the entrance.',
    demo: 'DEMO – not a valid ticket',
  },
  de: {
    documentTitle: 'Tickets zur Bestellung',
    ticketType: 'Ticketart',
    sector: 'Sektor',
    row: 'Reihe',
    seat: 'Platz',
    holder: 'Inhaber',
    price: 'Preis',
    free: 'Kostenlos',
    order: 'Bestellung',
    organizer: 'Veranstalter',
    entranceNote: 'Zeigen Sie diesen Code am Eingang vor.',
    demo: 'DEMO – kein gültiges Ticket',
  },
};
