// The sector endpoints over HTTP on the demo world: the theatre's seat map and the sectors of an event.
import { sectorEndpoints } from '@repo/contract/sectors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { demoEvents, demoSectors, demoTicketTypes } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const english = { 'x-language-id': '3' };
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('sector endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('/pass/v2/sector/{sectorId}', () => {
    it('answers a sector of an unpublished event only to the demo cart (demo=true)', async () => {
      await t.database.db
        .update(events)
        .set({ published: false })
        .where(eq(events.id, demoEvents.theatre.id));
      try {
        expect((await get(`/pass/v2/sector/${demoSectors.theatreStalls}`)).statusCode).toBe(404);
        const demo = await get(`/pass/v2/sector/${demoSectors.theatreStalls}?demo=true`);
        expect(demo.statusCode).toBe(200);
        expect(sectorEndpoints.sectorByIdV2.response.parse(demo.json()).sector.seats).toHaveLength(96);
      } finally {
        await t.database.db
          .update(events)
          .set({ published: true })
          .where(eq(events.id, demoEvents.theatre.id));
      }
    });

    it('returns the theatre stalls with one seat per place, ordered by row and number', async () => {
      const response = await get(`/pass/v2/sector/${demoSectors.theatreStalls}`, english);
      expect(response.statusCode).toBe(200);
      const { sector } = sectorEndpoints.sectorByIdV2.response.parse(response.json());
      expect(sector).toMatchObject({
        sectorId: demoSectors.theatreStalls,
        eventId: demoEvents.theatre.id,
        namePub: 'Stalls',
        kind: 'seated',
        capacity: 96,
      });
      expect(sector.seats).toHaveLength(sector.capacity);
      expect(sector.seats.slice(0, 2).map((seat) => `${seat.rowLabel}${seat.seatNumber}`)).toEqual([
        'A1',
        'A2',
      ]);
      expect(sector.seats.at(-1)).toMatchObject({ rowLabel: 'H', seatNumber: 12 });
      const order = sector.seats.map(
        (seat) => `${seat.rowLabel}-${String(seat.seatNumber).padStart(2, '0')}`,
      );
      expect(order).toEqual([...order].sort());
      expect(sector.seats.every((seat) => seat.ticketTypeId === demoTicketTypes.theatreStalls)).toBe(true);
      // Every seat lies on the map canvas.
      expect(
        sector.seats.every(
          (seat) => seat.x <= (sector.mapWidth ?? 0) && seat.y <= (sector.mapHeight ?? 0) && seat.x >= 0,
        ),
      ).toBe(true);
    });

    it('returns a crowd sector without seats', async () => {
      const { sector } = sectorEndpoints.sectorByIdV2.response.parse(
        (await get(`/pass/v2/sector/${demoSectors.festivalArea}`)).json(),
      );
      expect(sector).toMatchObject({
        namePub: 'Festivalový areál',
        kind: 'crowd',
        capacity: 8000,
        seats: [],
      });
    });

    it('answers 404 for an unknown sector and 400 for a malformed id', async () => {
      const missing = await get(`/pass/v2/sector/${unknownId}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorText: 'ERROR_SECTOR_NOT_FOUND', type: 'sector_not_found' });
      const malformed = await get('/pass/v2/sector/stalls');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/params\.sectorId/);
    });
  });

  describe('/pass/event/{eventId}/sector', () => {
    it('lists the theatre sectors in display order', async () => {
      const response = await get(`/pass/event/${demoEvents.theatre.id}/sector`);
      expect(response.statusCode).toBe(200);
      const { sectors } = sectorEndpoints.eventSectors.response.parse(response.json());
      expect(sectors.map((sector) => [sector.sectorId, sector.namePub, sector.capacity])).toEqual([
        [demoSectors.theatreStalls, 'Přízemí', 96],
        [demoSectors.theatreBalcony, 'Balkon', 30],
      ]);
    });

    it('answers 404 for an unpublished event and 400 for a malformed id', async () => {
      const secret = await get(`/pass/event/${demoEvents.unpublished.id}/sector`);
      expect(secret.statusCode).toBe(404);
      expect(secret.json()).toMatchObject({ errorText: 'ERROR_EVENT_NOT_FOUND' });
      expect((await get('/pass/event/theatre/sector')).statusCode).toBe(400);
    });
  });
});
