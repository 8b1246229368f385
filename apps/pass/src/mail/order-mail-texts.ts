// Texts of the paid-order e-mail ("your tickets") in the four interface languages.
import type { LabelLanguage } from '@repo/enums';

export interface OrderMailTexts {
  subject: (orderNumber: number, event: string) => string;
  /** Orders without tickets (extras added to a paid order, products only). */
  subjectWithoutTickets: (orderNumber: number, event: string) => string;
  heading: string;
  headingWithoutTickets: string;
  intro: string;
  introWithoutTickets: string;
  date: string;
  time: string;
  venue: string;
  showOrder: string;
  tickets: string;
  ticketCode: string;
  holder: string;
  seat: (sector: string, row: string, number: number) => string;
  addToAppleWallet: string;
  saveToGoogleWallet: string;
  vouchers: string;
  voucherCode: string;
  payment: string;
  pdfAttached: string;
  order: (orderNumber: number) => string;
  organizer: string;
  /** Put before the subject of a demo-cart order's e-mail, and shown as a banner: its tickets admit no one. */
  demo: string;
  demoNote: string;
}

export const orderMailTexts: Readonly<Record<LabelLanguage, OrderMailTexts>> = {
  cs: {
    subject: (n, event) => `Vstupenky – ${event} (objednávka ${n})`,
    subjectWithoutTickets: (n, event) => `Objednávka ${n} – ${event}`,
    heading: 'Vaše vstupenky',
    headingWithoutTickets: 'Vaše objednávka',
    intro: 'Děkujeme za nákup. Vstupenky najdete níže i v příloze ve formátu PDF.',
    introWithoutTickets: 'Děkujeme za nákup. Souhrn objednávky najdete níže.',
    date: 'Datum',
    time: 'Čas',
    venue: 'Místo',
    showOrder: 'Zobrazit objednávku',
    tickets: 'Vstupenky',
    ticketCode: 'Kód',
    holder: 'Držitel',
    seat: (sector, row, number) => `${sector}, řada ${row}, místo ${number}`,
    addToAppleWallet: 'Přidat do Apple Wallet',
    saveToGoogleWallet: 'Uložit do Peněženky Google',
    vouchers: 'Poukázky',
    voucherCode: 'Kód k vyzvednutí',
    payment: 'Platba',
    pdfAttached: 'Vstupenky v PDF jsou v příloze. Při vstupu ukažte QR kód z telefonu nebo vytištěný.',
    order: (n) => `Objednávka ${n}`,
    organizer: 'Pořadatel',
    demo: 'DEMO – ',
    demoNote: 'Ukázková objednávka: vstupenky neplatí pro vstup.',
  },
  sk: {
    subject: (n, event) => `Vstupenky – ${event} (objednávka ${n})`,
    subjectWithoutTickets: (n, event) => `Objednávka ${n} – ${event}`,
    heading: 'Vaše vstupenky',
    headingWithoutTickets: 'Vaša objednávka',
    intro: 'Ďakujeme za nákup. Vstupenky nájdete nižšie aj v prílohe vo formáte PDF.',
    introWithoutTickets: 'Ďakujeme za nákup. Súhrn objednávky nájdete nižšie.',
    date: 'Dátum',
    time: 'Čas',
    venue: 'Miesto',
    showOrder: 'Zobraziť objednávku',
    tickets: 'Vstupenky',
    ticketCode: 'Kód',
    holder: 'Držiteľ',
    seat: (sector, row, number) => `${sector}, rad ${row}, miesto ${number}`,
    addToAppleWallet: 'Pridať do Apple Wallet',
    saveToGoogleWallet: 'Uložiť do Peňaženky Google',
    vouchers: 'Poukážky',
    voucherCode: 'Kód na vyzdvihnutie',
    payment: 'Platba',
    pdfAttached: 'Vstupenky v PDF sú v prílohe. Pri vstupe ukážte QR kód z telefónu alebo vytlačený.',
    order: (n) => `Objednávka ${n}`,
    organizer: 'Organizátor',
    demo: 'DEMO – ',
    demoNote: 'Ukážková objednávka: vstupenky neplatia na vstup.',
  },
  en: {
    subject: (n, event) => `Your tickets – ${event} (order ${n})`,
    subjectWithoutTickets: (n, event) => `Order ${n} – ${event}`,
    heading: 'Your tickets',
    headingWithoutTickets: 'Your order',
    intro: 'Thank you for your purchase. Your tickets are below and attached as a PDF.',
    introWithoutTickets: 'Thank you for your purchase. Your order summary is below.',
    date: 'Date',
    time: 'Time',
    venue: 'Venue',
    showOrder: 'View your order',
    tickets: 'Tickets',
    ticketCode: 'Code',
    holder: 'Holder',
    seat: (sector, row, number) => `${sector}, row ${row}, seat ${number}`,
    addToAppleWallet: 'Add to Apple Wallet',
    saveToGoogleWallet: 'Save to Google Wallet',
    vouchers: 'Vouchers',
    voucherCode: 'Pickup code',
    payment: 'Payment',
    pdfAttached:
      'Your tickets are attached as a PDF. Show the QR code at the entrance, on your phone or printed.',
    order: (n) => `Order ${n}`,
    organizer: 'Organizer',
    demo: 'DEMO – ',
    demoNote: 'A demo order: these tickets admit no one.',
  },
  de: {
    subject: (n, event) => `Ihre Tickets – ${event} (Bestellung ${n})`,
    subjectWithoutTickets: (n, event) => `Bestellung ${n} – ${event}`,
    heading: 'Ihre Tickets',
    headingWithoutTickets: 'Ihre Bestellung',
    intro: 'Vielen Dank für Ihren Einkauf. Ihre Tickets finden Sie unten und als PDF im Anhang.',
    introWithoutTickets: 'Vielen Dank für Ihren Einkauf. Die Übersicht Ihrer Bestellung finden Sie unten.',
    date: 'Datum',
    time: 'Uhrzeit',
    venue: 'Ort',
    showOrder: 'Bestellung ansehen',
    tickets: 'Tickets',
    ticketCode: 'Code',
    holder: 'Inhaber',
    seat: (sector, row, number) => `${sector}, Reihe ${row}, Platz ${number}`,
    addToAppleWallet: 'Zu Apple Wallet hinzufügen',
    saveToGoogleWallet: 'In Google Wallet speichern',
    vouchers: 'Gutscheine',
    voucherCode: 'Abholcode',
    payment: 'Zahlung',
    pdfAttached:
      'Ihre Tickets finden Sie als PDF im Anhang. Zeigen Sie den QR-Code am Eingang vor, am Handy oder ausgedruckt.',
    order: (n) => `Bestellung ${n}`,
    organizer: 'Veranstalter',
    demo: 'DEMO – ',
    demoNote: 'Eine Demo-Bestellung: Diese Tickets berechtigen nicht zum Eintritt.',
  },
};
