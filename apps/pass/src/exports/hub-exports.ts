// The hub's exports: an organizer's orders, tickets (attendees) and receipts as CSV or XLSX, each read in
// keyset batches of EXPORT_BATCH rows and streamed (see table-export.ts).
import type { LabelLanguage } from '@repo/enums';
import { paymentMethod } from '@repo/enums';
import type { Readable } from 'node:stream';
import type { Db } from '../db/database';
import type { AttendeeRow } from '../db/queries/hub-attendees';
import { searchAttendees } from '../db/queries/hub-attendees';
import type { HubOrderSearch } from '../db/queries/hub-orders';
import { searchOrganizerOrders } from '../db/queries/hub-orders';
import { pickText } from '../i18n-text';
import { effectiveStatusId, orderStatusKey } from '../selling/orders';
import { receiptNumberOf } from '../selling/order-documents';
import type { ExportColumn, ExportFormat, Labels } from './table-export';
import { exportStream, keysetRows } from './table-export';

/** Rows per database round trip: large enough to be quick, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

type OrderExportRow = Awaited<ReturnType<typeof searchOrganizerOrders>>[number] & { now: Date };

const L = (cs: string, sk: string, en: string, de: string): Labels => ({ cs, sk, en, de });

const stateLabels: Record<string, Labels> = {
  pending: L('Čeká na platbu', 'Čaká na platbu', 'Awaiting payment', 'Zahlung ausstehend'),
  paid: L('Zaplaceno', 'Zaplatené', 'Paid', 'Bezahlt'),
  canceled: L('Zrušeno', 'Zrušené', 'Canceled', 'Storniert'),
  expired: L('Propadlo', 'Prepadlo', 'Expired', 'Abgelaufen'),
};
const ticketLabels: Record<string, Labels> = {
  valid: L('Platná', 'Platná', 'Valid', 'Gültig'),
  canceled: L('Zrušená', 'Zrušená', 'Canceled', 'Storniert'),
};
const doorLabels: Record<string, Labels> = {
  admitted: L('Uvnitř', 'Vnútri', 'Inside', 'Eingelassen'),
  checkedOut: L('Odešel', 'Odišiel', 'Checked out', 'Ausgecheckt'),
  none: L('Nepřišel', 'Neprišiel', 'Not arrived', 'Nicht erschienen'),
};

function orderColumns(language: LabelLanguage): ExportColumn<OrderExportRow>[] {
  return [
    {
      header: L('Číslo objednávky', 'Číslo objednávky', 'Order number', 'Bestellnummer'),
      cell: (r) => ({ int: r.order.orderNumber }),
      width: 14,
    },
    {
      header: L('Vytvořeno', 'Vytvorené', 'Created', 'Erstellt'),
      cell: (r) => ({ at: r.order.createdAt }),
      width: 20,
    },
    {
      header: L('Zaplaceno', 'Zaplatené', 'Paid at', 'Bezahlt am'),
      cell: (r) => ({ at: r.order.paidAt }),
      width: 20,
    },
    {
      header: L('Stav', 'Stav', 'State', 'Status'),
      cell: (r) => ({
        text: stateLabels[orderStatusKey(r.order.id, effectiveStatusId(r.order, r.now))]?.[language] ?? null,
      }),
    },
    {
      header: L('Akce', 'Podujatie', 'Event', 'Veranstaltung'),
      cell: (r) => ({ text: pickText(r.eventName, language) }),
      width: 30,
    },
    { header: L('Jméno', 'Meno', 'Name', 'Name'), cell: (r) => ({ text: r.order.name }), width: 24 },
    { header: L('E-mail', 'E-mail', 'E-mail', 'E-Mail'), cell: (r) => ({ text: r.order.email }), width: 28 },
    { header: L('Telefon', 'Telefón', 'Phone', 'Telefon'), cell: (r) => ({ text: r.order.phone }) },
    {
      header: L('Způsob platby', 'Spôsob platby', 'Payment method', 'Zahlungsart'),
      cell: (r) => ({ text: paymentMethod.label(r.order.paymentMethodId, language) }),
    },
    {
      header: L('Vstupenek', 'Vstupeniek', 'Tickets', 'Tickets'),
      cell: (r) => ({ int: r.ticketCount }),
      width: 10,
    },
    {
      header: L('Celkem', 'Celkom', 'Total', 'Gesamt'),
      cell: (r) => ({ money: r.order.totalAmount }),
      money: true,
    },
    {
      header: L('Zaplaceno částka', 'Zaplatená suma', 'Paid amount', 'Bezahlter Betrag'),
      cell: (r) => ({ money: r.order.paidAmount }),
      money: true,
    },
    {
      header: L('Měna', 'Mena', 'Currency', 'Währung'),
      cell: (r) => ({ currencyId: r.order.currencyId }),
      width: 8,
    },
    {
      header: L('Demo', 'Demo', 'Demo', 'Demo'),
      cell: (r) => ({ text: r.order.demo ? '1' : '0' }),
      width: 6,
    },
  ];
}

function attendeeColumns(language: LabelLanguage): ExportColumn<AttendeeRow>[] {
  return [
    {
      header: L('Držitel', 'Držiteľ', 'Ticket holder', 'Ticketinhaber'),
      cell: (r) => ({ text: r.holderName ?? r.buyerName }),
      width: 24,
    },
    { header: L('E-mail', 'E-mail', 'E-mail', 'E-Mail'), cell: (r) => ({ text: r.email }), width: 28 },
    {
      header: L('Akce', 'Podujatie', 'Event', 'Veranstaltung'),
      cell: (r) => ({ text: pickText(r.eventName, language) }),
      width: 30,
    },
    {
      header: L('Typ vstupenky', 'Typ vstupenky', 'Ticket type', 'Ticketart'),
      cell: (r) => ({ text: pickText(r.ticketTypeName, language) }),
      width: 24,
    },
    {
      header: L('Sektor', 'Sektor', 'Sector', 'Sektor'),
      cell: (r) => ({ text: pickText(r.sectorName, language) }),
    },
    { header: L('Řada', 'Rad', 'Row', 'Reihe'), cell: (r) => ({ text: r.seatRow }), width: 8 },
    { header: L('Místo', 'Miesto', 'Seat', 'Platz'), cell: (r) => ({ int: r.seatNumber }), width: 8 },
    {
      header: L('Číslo objednávky', 'Číslo objednávky', 'Order number', 'Bestellnummer'),
      cell: (r) => ({ int: r.orderNumber }),
      width: 14,
    },
    {
      header: L('Kód vstupenky', 'Kód vstupenky', 'Ticket code', 'Ticketcode'),
      cell: (r) => ({ text: r.ticketCode }),
      width: 30,
    },
    {
      header: L('Stav', 'Stav', 'Status', 'Status'),
      cell: (r) => ({ text: ticketLabels[r.ticketStatus]?.[language] ?? r.ticketStatus }),
    },
    {
      header: L('Vstup', 'Vstup', 'Check-in', 'Einlass'),
      cell: (r) => ({ text: doorLabels[r.doorState ?? 'none']?.[language] ?? null }),
    },
    {
      header: L('Poslední vstup', 'Posledný vstup', 'Last admitted', 'Zuletzt eingelassen'),
      cell: (r) => ({ at: r.admittedAt }),
      width: 20,
    },
    { header: L('Cena', 'Cena', 'Price', 'Preis'), cell: (r) => ({ money: r.price }), money: true },
    {
      header: L('Měna', 'Mena', 'Currency', 'Währung'),
      cell: (r) => ({ currencyId: r.currencyId }),
      width: 8,
    },
  ];
}

function receiptColumns(language: LabelLanguage): ExportColumn<OrderExportRow>[] {
  return [
    {
      header: L('Číslo dokladu', 'Číslo dokladu', 'Receipt number', 'Belegnummer'),
      cell: (r) => ({ text: receiptNumberOf(r.order) }),
      width: 14,
    },
    {
      header: L('Vystaveno', 'Vystavené', 'Issued', 'Ausgestellt'),
      cell: (r) => ({ at: r.order.paidAt ?? r.order.createdAt }),
      width: 20,
    },
    {
      header: L('Číslo objednávky', 'Číslo objednávky', 'Order number', 'Bestellnummer'),
      cell: (r) => ({ int: r.order.orderNumber }),
      width: 14,
    },
    {
      header: L('Akce', 'Podujatie', 'Event', 'Veranstaltung'),
      cell: (r) => ({ text: pickText(r.eventName, language) }),
      width: 30,
    },
    {
      header: L('Odběratel', 'Odberateľ', 'Buyer', 'Käufer'),
      cell: (r) => ({ text: r.order.billing?.companyName ?? r.order.name }),
      width: 24,
    },
    {
      header: L('IČO', 'IČO', 'Company ID', 'Firmennummer'),
      cell: (r) => ({ text: r.order.billing?.companyId ?? null }),
    },
    {
      header: L('DIČ', 'IČ DPH', 'VAT ID', 'USt-IdNr.'),
      cell: (r) => ({ text: r.order.billing?.vatId ?? null }),
    },
    {
      header: L('Způsob platby', 'Spôsob platby', 'Payment method', 'Zahlungsart'),
      cell: (r) => ({ text: paymentMethod.label(r.order.paymentMethodId, language) }),
    },
    {
      header: L('Celkem', 'Celkom', 'Total', 'Gesamt'),
      cell: (r) => ({ money: r.order.totalAmount }),
      money: true,
    },
    {
      header: L('Měna', 'Mena', 'Currency', 'Währung'),
      cell: (r) => ({ currencyId: r.order.currencyId }),
      width: 8,
    },
  ];
}

export interface ExportFile {
  stream: Readable;
  fileName: string;
}

function stamp(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The orders the hub's order list shows for the same filters, all of them. */
export function exportOrders(
  db: Db,
  search: Omit<HubOrderSearch, 'after' | 'limit'>,
  format: ExportFormat,
  language: LabelLanguage,
  batch = EXPORT_BATCH,
): ExportFile {
  const rows = keysetRows(
    async (after) =>
      (await searchOrganizerOrders(db, { ...search, after, limit: batch })).map((row) => ({
        ...row,
        now: search.now,
      })),
    (row) => row.order.id,
  );
  return {
    stream: exportStream({ format, columns: orderColumns(language), rows, language, sheetName: 'Orders' }),
    fileName: `orders-${stamp(search.now)}.${format}`,
  };
}

/** Receipts: one row per paid order (the receipt D<order number> its buyer received), newest first. */
export function exportReceipts(
  db: Db,
  search: Omit<HubOrderSearch, 'after' | 'limit' | 'state'>,
  format: ExportFormat,
  language: LabelLanguage,
  batch = EXPORT_BATCH,
): ExportFile {
  const rows = keysetRows(
    async (after) =>
      (await searchOrganizerOrders(db, { ...search, state: 'paid', after, limit: batch })).map((row) => ({
        ...row,
        now: search.now,
      })),
    (row) => row.order.id,
  );
  return {
    stream: exportStream({
      format,
      columns: receiptColumns(language),
      rows,
      language,
      sheetName: 'Receipts',
    }),
    fileName: `receipts-${stamp(search.now)}.${format}`,
  };
}

/** Tickets with their holders and door state: of one event (its attendee list) or of all the organizer's. */
export function exportAttendees(
  db: Db,
  search: { organizerId: string; eventId?: string; q?: string; now: Date },
  format: ExportFormat,
  language: LabelLanguage,
  batch = EXPORT_BATCH,
): ExportFile {
  const rows = keysetRows(
    (after) =>
      searchAttendees(db, {
        organizerId: search.organizerId,
        eventId: search.eventId,
        q: search.q,
        after,
        limit: batch,
      }),
    (row) => row.ticketId,
  );
  const name = search.eventId ? 'attendees' : 'tickets';
  return {
    stream: exportStream({ format, columns: attendeeColumns(language), rows, language, sheetName: name }),
    fileName: `${name}-${stamp(search.now)}.${format}`,
  };
}
