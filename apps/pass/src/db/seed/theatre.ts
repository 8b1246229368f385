// Romeo a Julie at Divadlo Na Nábřeží: seated stalls and balcony with a seat map, one price per sector.
import { artworkUrl } from '../../artwork/catalogue';
import { currency, eventCategory, eventKind, eventSize, eventType, sectionType } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { setLineUp } from '../../organizers/programme';
import { createSeatBlock, createSector } from '../../organizers/seat-plans';
import { listSectorSeats } from '../queries/seat-plans';
import { seatClaims, ticketTypes } from '../schema';
import { PRAGUE } from './clock';
import { demoEvents, demoSectors, demoTicketTypes } from './demo-ids';
import { seedGalleries, seedPerformers } from './lineup';
import { createDemoEvent, createTicketTypes, czechPaymentMethods } from './seed-context';
import type { SeedContext, Text } from './seed-context';
import { seedVenues } from './venues';

interface SeatBlock {
  sectorId: string;
  name: Text;
  ticketTypeId: string;
  rows: string[];
  seatsPerRow: number;
  /** Seats sold before the demo starts: the back rows, so the front stays free to pick. */
  sold: number;
}

const stalls: SeatBlock = {
  sectorId: demoSectors.theatreStalls,
  name: { cs: 'Přízemí', sk: 'Prízemie', en: 'Stalls', de: 'Parkett' },
  ticketTypeId: demoTicketTypes.theatreStalls,
  rows: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  seatsPerRow: 12,
  sold: 41,
};
const balcony: SeatBlock = {
  sectorId: demoSectors.theatreBalcony,
  name: { cs: 'Balkon', sk: 'Balkón', en: 'Balcony', de: 'Balkon' },
  ticketTypeId: demoTicketTypes.theatreBalcony,
  rows: ['A', 'B', 'C'],
  seatsPerRow: 10,
  sold: 8,
};

const capacityOf = (block: SeatBlock): number => block.rows.length * block.seatsPerRow;

export async function seedTheatre(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const startsAt = clock.at(19, '19:00');
  const event = await createDemoEvent(
    ctx,
    {
      id: demoEvents.theatre.id,
      slug: demoEvents.theatre.slug,
      organizerId: demoEvents.theatre.organizer.id,
      venueId: seedVenues.theatre.id,
      galleryId: seedGalleries.theatre,
      name: { cs: 'Romeo a Julie', sk: 'Rómeo a Júlia', en: 'Romeo and Juliet', de: 'Romeo und Julia' },
      description: {
        cs: 'Shakespearova tragédie o lásce silnější než rodová nenávist, v novém překladu a moderní režii. Hraje se bez přestávky.',
        sk: 'Shakespearova tragédia o láske silnejšej ako rodová nenávisť, v novom preklade a modernej réžii. Hrá sa bez prestávky.',
        en: 'Shakespeare’s tragedy of a love stronger than a family feud, in a new translation and a modern staging. Performed without an interval. In Czech.',
        de: 'Shakespeares Tragödie einer Liebe, die stärker ist als die Familienfehde, in neuer Übersetzung und moderner Regie. Ohne Pause, auf Tschechisch.',
      },
      startsAt,
      endsAt: clock.at(19, '21:15'),
      timeZone: PRAGUE,
      categoryId: eventCategory.ids.theatre,
      kindId: eventKind.ids.oneOff,
      sizeId: eventSize.ids.small,
      typeId: eventType.ids.tickets,
      sectionTypeIds: [sectionType.ids.ourPick, sectionType.ids.popular],
      headerImageUrl: artworkUrl('theatre-header.jpg'),
      saleStartsAt: clock.fromNow(-30),
      saleEndsAt: startsAt,
      currencyId: currency.ids.czk,
      published: true,
      listed: true,
      termsUrl: 'https://divadlo-na-nabrezi.example/podminky',
    },
    czechPaymentMethods,
  );

  // The seat plan as the hub's editor makes it: a seated sector per price, one block of seats each, numbered
  // left to right from the stage (createSeatBlock also puts the ticket type in the sector and sizes the map).
  for (const block of [stalls, balcony]) {
    await createSector(tx, event.id, { name: block.name }, { id: block.sectorId });
  }
  const sale = { saleStartsAt: clock.fromNow(-30), maxPerOrder: 8 };
  await createTicketTypes(ctx, event, [
    {
      ...sale,
      id: demoTicketTypes.theatreStalls,
      name: stalls.name,
      price: 59000,
      capacity: capacityOf(stalls),
    },
    {
      ...sale,
      id: demoTicketTypes.theatreBalcony,
      name: balcony.name,
      price: 39000,
      capacity: capacityOf(balcony),
    },
  ]);
  for (const block of [stalls, balcony]) {
    await createSeatBlock(tx, event.id, block.sectorId, {
      ticketTypeId: block.ticketTypeId,
      firstRow: block.rows[0] ?? 'A',
      rows: block.rows.length,
      seatsPerRow: block.seatsPerRow,
      firstSeatNumber: 1,
      numbering: 'leftToRight',
      aislesAfter: [],
      column: 0,
      row: 0,
    });
    const inserted = await listSectorSeats(tx, [block.sectorId]);
    // Sold seats are claimed without an expiry, like a paid order's, so the seat map agrees with the counters.
    const backFirst = inserted.sort(
      (a, b) => b.rowLabel.localeCompare(a.rowLabel) || b.seatNumber - a.seatNumber,
    );
    await tx.insert(seatClaims).values(
      backFirst.slice(0, block.sold).map((seat) => ({
        seatId: seat.id,
        reservationId: null,
        orderId: null,
        expiresAt: null,
      })),
    );
    // The sales of the demo world are counted directly (no orders stand behind them).
    await tx.update(ticketTypes).set({ sold: block.sold }).where(eq(ticketTypes.id, block.ticketTypeId));
  }

  await setLineUp(tx, event, {
    artists: [
      { kind: 'performer', artistId: seedPerformers.romeo, isMain: true },
      { kind: 'performer', artistId: seedPerformers.juliet, isMain: true },
    ],
  });
}
