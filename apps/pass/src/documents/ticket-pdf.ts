// Ticket PDF for order-download-ticket and the e-mail: one A4 page per ticket with its QR code.
import type { LabelLanguage } from '@repo/enums';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatLongDateTime, formatMoney, formatTime, localDay } from '../receipts/format';
import { loadTicketFonts } from './ticket-fonts';
import type { TicketFonts } from './ticket-fonts';
import { ticketTexts } from './ticket-texts';

export interface TicketPdfTicket {
  ticketId: string;
  /** The code the entrance scanner reads; printed as a QR code and as text. */
  qrCode: string;
  ticketTypeName: string;
  holderName: string | null;
  seat: { sector: string; row: string; number: number } | null;
  /** Price paid, VAT included, minor units. */
  price: number;
  currencyId: number;
}

export interface TicketPdfInput {
  language: LabelLanguage;
  orderNumber: number;
  event: {
    name: string;
    startsAt: Date;
    endsAt: Date;
    /** IANA time zone the event takes place in; dates are printed as people there read them. */
    timeZone: string;
    venue: string | null;
    address: string | null;
  };
  organizer: { name: string };
  tickets: readonly TicketPdfTicket[];
  /** A demo-cart order: every page carries the DEMO banner. */
  demo?: boolean;
}

export interface TicketPdfOptions {
  /** Fonts to embed instead of the packaged DejaVu Sans. */
  fonts?: TicketFonts;
}

const REGULAR = 'ticket-regular';
const BOLD = 'ticket-bold';
const MARGIN = 56;
const QR_SIZE = 220;
const INK = '#111827';
const MUTED = '#6B7280';

/** Renders every ticket of an order on its own page; throws RangeError when there is no ticket. */
export async function renderTicketsPdf(
  input: TicketPdfInput,
  options: TicketPdfOptions = {},
): Promise<Buffer> {
  if (input.tickets.length === 0) throw new RangeError('A ticket PDF needs at least one ticket');
  const fonts = options.fonts ?? (await loadTicketFonts());
  const qrImages = await Promise.all(
    input.tickets.map((ticket) =>
      QRCode.toBuffer(ticket.qrCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 600 }),
    ),
  );
  const texts = ticketTexts[input.language];

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    lang: input.language,
    info: {
      Title: `${texts.documentTitle} ${String(input.orderNumber)} – ${input.event.name}`,
      Author: input.organizer.name,
    },
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const done = collect(doc);

  const when = eventTimeText(input.event, input.language);
  input.tickets.forEach((ticket, index) => {
    const qrImage = qrImages[index];
    if (qrImage === undefined) throw new Error('QR image missing for a ticket');
    doc.addPage();
    drawTicketPage(doc, input, ticket, qrImage, when);
  });

  doc.end();
  return done;
}

function drawTicketPage(
  doc: PDFKit.PDFDocument,
  input: TicketPdfInput,
  ticket: TicketPdfTicket,
  qrImage: Buffer,
  when: string,
): void {
  const texts = ticketTexts[input.language];
  const width = doc.page.width - 2 * MARGIN;

  if (input.demo) {
    doc.font(BOLD).fontSize(18).fillColor('#B45309').text(texts.demo, { width, align: 'center' });
    doc.moveDown(0.5);
  }
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${texts.organizer}: ${input.organizer.name}`, { width });
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(26).fillColor(INK).text(input.event.name, { width });
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(13).text(when, { width });
  const place = [input.event.venue, input.event.address].filter((part): part is string => !!part?.trim());
  if (place.length > 0) doc.fontSize(12).fillColor(MUTED).text(place.join(', '), { width });

  doc.moveDown(0.8);
  const ruleY = doc.y;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(0.8)
    .strokeColor('#D1D5DB')
    .stroke();
  doc.moveDown(0.8);

  const field = (label: string, value: string) => {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label.toUpperCase(), { width, characterSpacing: 0.5 });
    doc.font(BOLD).fontSize(14).fillColor(INK).text(value, { width });
    doc.moveDown(0.5);
  };
  field(texts.ticketType, ticket.ticketTypeName);
  if (ticket.seat) {
    const { sector, row, number } = ticket.seat;
    field(texts.seat, `${texts.sector} ${sector} · ${texts.row} ${row} · ${texts.seat} ${String(number)}`);
  }
  if (ticket.holderName?.trim()) field(texts.holder, ticket.holderName);
  field(
    texts.price,
    ticket.price === 0 ? texts.free : formatMoney(ticket.price, ticket.currencyId, input.language),
  );
  field(texts.order, String(input.orderNumber));

  // The code sits at a fixed height when the text leaves room, so tickets of one order look alike.
  const qrY = Math.max(doc.y + 10, 440);
  const qrX = MARGIN + (width - QR_SIZE) / 2;
  doc.image(qrImage, qrX, qrY, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font(REGULAR)
    .fontSize(11)
    .fillColor(INK)
    .text(ticket.qrCode, MARGIN, qrY + QR_SIZE + 6, { width, align: 'center' });
  doc.moveDown(0.4);
  doc.fontSize(12).text(texts.entranceNote, { width, align: 'center' });

  // Absolute position at the foot of the page; lineBreak false keeps pdfkit from starting a new page.
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${input.organizer.name} · ${ticket.ticketId}`, MARGIN, doc.page.height - MARGIN - 10, {
      width,
      align: 'center',
      lineBreak: false,
    });
}

/** "Friday, July 2, 2027 at 6:00 PM – 11:00 PM", or both full dates when the event spans days. */
function eventTimeText(event: TicketPdfInput['event'], language: LabelLanguage): string {
  const start = formatLongDateTime(event.startsAt, event.timeZone, language);
  const sameDay = localDay(event.startsAt, event.timeZone) === localDay(event.endsAt, event.timeZone);
  const end = sameDay
    ? formatTime(event.endsAt, event.timeZone, language)
    : formatLongDateTime(event.endsAt, event.timeZone, language);
  return `${start} – ${end}`;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
