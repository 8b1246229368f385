// Romeo a Julie at Divadlo Na Nábřeží: seated stalls and balcony with a seat map, one price per sector.
import { artworkUrl } from '../../artwork/catalogue';
import { currency, eventCategory, eventKind, eventSize, eventType, sectionType } from '@repo/enums';
import { createSeatBlock } from '../../organizers/seat-plans';
import { listSectorSeats } from '../queries/seat-plans';
import { eventPerformers, seatClaims, sectors } from '../schema';
import { PRAGUE } from './clock';
import { demoEvents, demoSectors, demoTicketTypes } from './demo-ids';
import { seedGalleries, seedPerformers } from './lineup';
import { czechPaymentMethods, insertEvent, insertTicketTypes } from './seed-context';
import type { SeedContext } from './seed-context';
import { seedVenues } from './venues';

/** Seat-map units: seats sit on a 40 × 45 grid with a margin for the stage and the aisles. */
const SEAT_PITCH = 40;
const ROW_PITCH = 45;
const MARGIN = 40;

interface SeatBlock {
  sectorId: string;
  ticketTypeId: string;
  rows: string[];
  seatsPerRow: number;
  /** Seats sold before the demo starts: the back rows, so the front stays free to pick. */
  sold: number;
}

const stalls: SeatBlock = {
  sectorId: demoSectors.theatreStalls,
  ticketTypeId: demoTicketTypes.theatreStalls,
  rows: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  seatsPerRow: 12,
  sold: 41,
};
const balcony: SeatBlock = {
  sectorId: demoSectors.theatreBalcony,
  ticketTypeId: demoTicketTypes.theatreBalcony,
  rows: ['A', 'B', 'C'],
  seatsPerRow: 10,
  sold: 8,
};

const capacityOf = (block: SeatBlock): number => block.rows.length * block.seatsPerRow;
const mapWidth = (block: SeatBlock): number => 2 * MARGIN + block.seatsPerRow * SEAT_PITCH;
// The extra row's worth of height leaves room for the stage (stalls) or the railing (balcony).
const mapHeight = (block: SeatBlock): number => 2 * MARGIN + (block.rows.length + 1) * ROW_PITCH;

export async function seedTheatre(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const event = { id: demoEvents.theatre.id, currencyId: currency.ids.czk };
  const startsAt = clock.at(19, '19:00');
  await insertEvent(
    ctx,
    {
      id: event.id,
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
      currencyId: event.currencyId,
      published: true,
      listed: true,
      termsUrl: 'https://divadlo-na-nabrezi.example/podminky',
    },
    czechPaymentMethods,
  );

  await tx.insert(sectors).values([
    {
      id: stalls.sectorId,
      eventId: event.id,
      name: { cs: 'Přízemí', sk: 'Prízemie', en: 'Stalls', de: 'Parkett' },
      kind: 'seated',
      capacity: capacityOf(stalls),
      displayOrder: 0,
      mapWidth: mapWidth(stalls),
      mapHeight: mapHeight(stalls),
    },
    {
      id: balcony.sectorId,
      eventId: event.id,
      name: { cs: 'Balkon', sk: 'Balkón', en: 'Balcony', de: 'Balkon' },
      kind: 'seated',
      capacity: capacityOf(balcony),
      displayOrder: 1,
      mapWidth: mapWidth(balcony),
      mapHeight: mapHeight(balcony),
    },
  ]);

  const sale = { saleStartsAt: clock.fromNow(-30), maxPerOrder: 8 };
  await insertTicketTypes(ctx, event, [
    {
      ...sale,
      id: demoTicketTypes.theatreStalls,
      sectorId: stalls.sectorId,
      name: { cs: 'Přízemí', sk: 'Prízemie', en: 'Stalls', de: 'Parkett' },
      price: 59000,
      capacity: capacityOf(stalls),
      sold: stalls.sold,
    },
    {
      ...sale,
      id: demoTicketTypes.theatreBalcony,
      sectorId: balcony.sectorId,
      name: { cs: 'Balkon', sk: 'Balkón', en: 'Balcony', de: 'Balkon' },
      price: 39000,
      capacity: capacityOf(balcony),
      sold: balcony.sold,
    },
  ]);
  for (const block of [stalls, balcony]) {
    // The seats as the hub's seat-plan editor makes them: one block, numbered left to right from the stage.
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
  }

  await tx.insert(eventPerformers).values([
    { eventId: event.id, performerId: seedPerformers.romeo, isMain: true, displayOrder: 0 },
    { eventId: event.id, performerId: seedPerformers.juliet, isMain: true, displayOrder: 1 },
  ]);
}
