import { currency } from '@repo/enums';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderTicketsPdf } from './ticket-pdf';
import type { TicketPdfInput, TicketPdfTicket } from './ticket-pdf';

const festivalTicket: TicketPdfTicket = {
  ticketId: '6f1c7e2a-5b0d-4c1e-9a7b-000000000001',
  qrCode: 'QX7P93KDLM2AZ8WQ',
  ticketTypeName: 'Celý festival',
  holderName: 'Jiří Čermák',
  seat: null,
  price: 189_000,
  currencyId: currency.ids.czk,
};

const seatTicket: TicketPdfTicket = {
  ticketId: '6f1c7e2a-5b0d-4c1e-9a7b-000000000002',
  qrCode: 'AB12CD34EF56GH78',
  ticketTypeName: 'Sedadlo na tribuně',
  holderName: 'Ľubica Ôsmá',
  seat: { sector: 'Tribuna A', row: '3', number: 14 },
  price: 0,
  currencyId: currency.ids.czk,
};

const input: TicketPdfInput = {
  language: 'cs',
  orderNumber: 100_234,
  event: {
    name: 'Léto pod lipami – Příliš žluťoučký kůň',
    // 16:00 UTC is 18:00 in Prague in summer.
    startsAt: new Date('2027-07-02T16:00:00Z'),
    endsAt: new Date('2027-07-02T21:30:00Z'),
    timeZone: 'Europe/Prague',
    venue: 'Zámecký park',
    address: 'Náměstí 1, 397 01 Písek',
  },
  organizer: { name: 'Spolek Ľudovít Štúr' },
  tickets: [festivalTicket, seatTicket],
};

// The packaged DejaVu Sans fonts, as in production.
const render = (ticketInput: TicketPdfInput) => renderTicketsPdf(ticketInput);

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function pdfPages(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    expect(result.total).toBe(result.pages.length);
    return result.pages.map((page) => plain(page.text));
  } finally {
    await parser.destroy();
  }
}

describe('renderTicketsPdf', () => {
  it('renders one page per ticket with Czech and Slovak letters intact', async () => {
    const pdf = await render(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(2);

    for (const page of pages) {
      // Text extraction goes through the embedded font's Unicode map, so a missing glyph would show here.
      expect(page.replace(/\s+/g, ' ')).toContain('Léto pod lipami – Příliš žluťoučký kůň');
      expect(page).toContain('pátek 2. července 2027 v 18:00 – 23:30');
      expect(page).toContain('Zámecký park, Náměstí 1, 397 01 Písek');
      expect(page).toContain('100234');
      expect(page).toContain('Pořadatel: Spolek Ľudovít Štúr');
      expect(page).toContain('Tento kód ukažte při vstupu.');
    }

    const [first, second] = pages;
    expect(first).toContain('Celý festival');
    expect(first).toContain('Jiří Čermák');
    expect(first).toContain('1 890,00 Kč');
    expect(first).toContain('QX7P93KDLM2AZ8WQ');
    expect(first).not.toContain('Ľubica');

    expect(second).toContain('Ľubica Ôsmá');
    expect(second).toContain('Sektor Tribuna A · Řada 3 · Místo 14');
    expect(second).toContain('Zdarma');
    expect(second).toContain('AB12CD34EF56GH78');
  });

  it('embeds one QR image per ticket', async () => {
    const pdf = await render(input);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const images = await parser.getImage({ imageThreshold: 50 });
      expect(images.pages.map((page) => page.images.length)).toEqual([1, 1]);
    } finally {
      await parser.destroy();
    }
  });

  it('writes labels and dates in the order language and both dates for a multi-day event', async () => {
    const pdf = await render({
      ...input,
      language: 'en',
      event: { ...input.event, endsAt: new Date('2027-07-04T20:00:00Z') },
      tickets: [{ ...seatTicket, holderName: null }],
    });
    const [page, ...rest] = await pdfPages(pdf);
    expect(rest).toHaveLength(0);
    expect(page).toContain('Friday, July 2, 2027 at 6:00 PM – Sunday, July 4, 2027 at 10:00 PM');
    expect(page).toContain('Organizer: Spolek Ľudovít Štúr');
    expect(page).toContain('Sector Tribuna A · Row 3 · Seat 14');
    expect(page).toContain('Free');
    expect(page).toContain('Show this code at the entrance.');
    expect(page).not.toContain('HOLDER');
  });

  it('marks every page of a demo order as DEMO, in the order language', async () => {
    const pages = await pdfPages(await render({ ...input, language: 'de', demo: true }));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain('DEMO – kein gültiges Ticket');
    const [plainPage] = await pdfPages(await render({ ...input, tickets: [festivalTicket] }));
    expect(plainPage).not.toContain('DEMO');
  });

  it('refuses an order without tickets', async () => {
    await expect(render({ ...input, tickets: [] })).rejects.toThrow(RangeError);
  });
});
