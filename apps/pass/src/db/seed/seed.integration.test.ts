import {
  country,
  currency,
  eventCategory,
  eventKind,
  eventSize,
  eventType,
  isValidVatId,
  itemType,
  paymentMethod,
  productCategory,
  region,
  sectionType,
} from '@repo/enums';
import { and, count, eq, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-app';
import type { Db } from '../database';
import * as schema from '../schema';
import {
  accessCodes,
  accessCodeTicketTypes,
  bandPerformers,
  bands,
  eventBands,
  eventGroupPartners,
  eventGroups,
  eventPaymentMethods,
  events,
  galleries,
  galleryImages,
  organizers,
  performers,
  productGroups,
  productItems,
  profiles,
  programEntries,
  seats,
  sectors,
  stages,
  ticketProducts,
  ticketProductValues,
  ticketTypePartners,
  ticketTypes,
  variants,
  variantValues,
  vatRates,
  venues,
} from '../schema';
import {
  demoAccessCode,
  demoBands,
  demoEventGroups,
  demoEvents,
  demoGalleries,
  demoOrganizers,
  demoPerformers,
  demoProductGroups,
  demoProductItems,
  demoProducts,
  demoProfiles,
  demoProgram,
  demoSectors,
  demoTicketTypes,
  demoVariants,
  demoVenues,
} from './demo-ids';
import { isValidIban } from './iban';
import { seedDemoWorld } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;

const tables = Object.entries(schema).flatMap(([name, value]) =>
  is(value, PgTable) ? [[name, value] as const] : [],
);

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

async function idsIn(db: Db, table: PgTable, id: PgColumn, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id })
    .from(table)
    .where(inArray(id, [...ids]));
  return rows.map((row) => String(row.id)).sort();
}

describe.each(testDatabaseKinds)('demo world seed on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let countsAfterFirstRun: Record<string, number>;
  const seededAt = new Date();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    await seedDemoWorld(db);
    countsAfterFirstRun = await rowCounts(db);
    await seedDemoWorld(db);
  }, 120_000);
  afterAll(() => database.dispose());

  it('is repeatable: a second run leaves exactly the rows of the first', async () => {
    expect(await rowCounts(db)).toEqual(countsAfterFirstRun);
    expect(countsAfterFirstRun.organizers).toBe(6);
    expect(countsAfterFirstRun.eventGroups).toBe(2);
    expect(countsAfterFirstRun.events).toBe(12);
    expect(countsAfterFirstRun.chips).toBeGreaterThan(0);
    expect(countsAfterFirstRun.galleryImages).toBeGreaterThanOrEqual(7);
  });

  it('contains every id and slug of demo-ids.ts with its organizer', async () => {
    const organizerRows = await db.select().from(organizers);
    for (const demo of Object.values(demoOrganizers)) {
      expect(organizerRows.find((row) => row.id === demo.id)?.slug).toBe(demo.slug);
    }
    const groupRows = await db.select().from(eventGroups);
    for (const demo of Object.values(demoEventGroups)) {
      expect(groupRows.find((row) => row.id === demo.id)?.slug).toBe(demo.slug);
    }
    const eventRows = await db.select().from(events);
    for (const demo of Object.values(demoEvents)) {
      const row = eventRows.find((candidate) => candidate.id === demo.id);
      expect(row?.slug).toBe(demo.slug);
      expect(row?.organizerId).toBe(demo.organizer.id);
    }
    const expectAll = async (table: PgTable & { id: PgColumn }, ids: Record<string, string>) =>
      expect(await idsIn(db, table, table.id, Object.values(ids))).toEqual(Object.values(ids).sort());
    await expectAll(ticketTypes, demoTicketTypes);
    await expectAll(sectors, demoSectors);
    await expectAll(ticketProducts, demoProducts);
    await expectAll(productGroups, demoProductGroups);
    await expectAll(variants, demoVariants);
    await expectAll(stages, { main: demoProgram.mainStage, second: demoProgram.secondStage });
    await expectAll(programEntries, { headliner: demoProgram.headlinerEntry });
    await expectAll(bands, demoBands);
    await expectAll(performers, demoPerformers);
    await expectAll(galleries, demoGalleries);
    await expectAll(venues, demoVenues);
    await expectAll(productItems, demoProductItems);

    const profileRows = await db
      .select()
      .from(profiles)
      .where(inArray(profiles.slug, Object.values(demoProfiles)));
    expect(profileRows.find((row) => row.slug === demoProfiles.headliner)?.bandId).toBe(demoBands.headliner);
    expect(profileRows.find((row) => row.slug === demoProfiles.singer)?.performerId).toBe(
      demoPerformers.singer,
    );
  });

  it('has Czech organizers selling in CZK and a Slovak one in EUR, with valid VAT ids, IBANs and logos', async () => {
    const rows = await db.select().from(organizers);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(isValidVatId(row.countryId, row.vatId ?? '')).toBe(true);
      expect(isValidIban(row.iban ?? '')).toBe(true);
      expect(row.logoUrl).toBe(`/pass/artwork/logo-${row.slug}.svg`);
      // Full tax documents print the registered office.
      expect(row.address && row.city && row.postalCode?.match(/^\d{3} \d{2}$/)).toBeTruthy();
      const expected = row.countryId === country.ids.slovakia ? currency.ids.eur : currency.ids.czk;
      expect(row.currencyId).toBe(expected);
    }
    const slovak = rows.find((row) => row.id === demoOrganizers.slovak.id);
    expect(slovak).toMatchObject({ countryId: country.ids.slovakia, currencyId: currency.ids.eur });
    expect(slovak?.vatId).toMatch(/^SK\d{10}$/);
    // A Slovak invoice carries the DIČ beside the IČ DPH (SK + the DIČ).
    expect(slovak?.vatId).toBe(`SK${slovak?.taxId ?? ''}`);
  });

  it('lays out published, listed, current events across categories with real regions', async () => {
    const rows = await db.select().from(events);
    const venueRows = await db.select().from(venues);
    for (const row of rows) {
      expect(row.published).toBe(row.id !== demoEvents.unpublished.id);
      expect(row.listed).toBe(true);
      expect(row.startsAt.getTime()).toBeGreaterThan(seededAt.getTime());
      expect(row.endsAt.getTime()).toBeGreaterThan(row.startsAt.getTime());
      expect(Object.keys(row.name).sort()).toEqual(['cs', 'de', 'en', 'sk']);
      expect(eventCategory.has(row.categoryId) && eventKind.has(row.kindId)).toBe(true);
      expect(eventSize.has(row.sizeId) && eventType.has(row.typeId)).toBe(true);
      for (const section of row.sectionTypeIds) expect(sectionType.has(section)).toBe(true);
      const venue = venueRows.find((candidate) => candidate.id === row.venueId);
      expect(venue && region.get(venue.regionId).countryId).toBe(venue?.countryId);
      const slovak = row.organizerId === demoOrganizers.slovak.id;
      expect(row.currencyId).toBe(slovak ? currency.ids.eur : currency.ids.czk);
      expect(row.timeZone).toBe(slovak ? 'Europe/Bratislava' : 'Europe/Prague');
    }
    const categories = new Set(rows.map((row) => row.categoryId));
    for (const key of ['festival', 'concert', 'theatre', 'wine', 'sport', 'children', 'beer'] as const) {
      expect(categories.has(eventCategory.ids[key])).toBe(true);
    }
    const sections = new Set(rows.flatMap((row) => row.sectionTypeIds));
    expect(sections.has(sectionType.ids.popular) && sections.has(sectionType.ids.thisWeekend)).toBe(true);

    const festival = rows.find((row) => row.id === demoEvents.festival.id);
    const daysAhead = ((festival?.startsAt.getTime() ?? 0) - seededAt.getTime()) / DAY_MS;
    expect(daysAhead).toBeGreaterThan(57);
    expect(daysAhead).toBeLessThan(66);
    const length = ((festival?.endsAt.getTime() ?? 0) - (festival?.startsAt.getTime() ?? 0)) / DAY_MS;
    expect(Math.ceil(length)).toBe(3);
  });

  it('offers four payment methods on Czech events and card plus transfer on Slovak ones', async () => {
    const festivalMethods = await db
      .select()
      .from(eventPaymentMethods)
      .where(eq(eventPaymentMethods.eventId, demoEvents.festival.id));
    expect(festivalMethods.map((row) => row.paymentMethodId).sort()).toEqual(
      [
        paymentMethod.ids.paymentCard,
        paymentMethod.ids.bankTransfer,
        paymentMethod.ids.googlePay,
        paymentMethod.ids.applePay,
      ].sort(),
    );
    const slovakMethods = await db
      .select()
      .from(eventPaymentMethods)
      .where(eq(eventPaymentMethods.eventId, demoEvents.slovakConcert.id));
    expect(slovakMethods.map((row) => row.paymentMethodId).sort()).toEqual(
      [paymentMethod.ids.paymentCard, paymentMethod.ids.bankTransfer].sort(),
    );
  });

  it('has the special festival and sport ticket types', async () => {
    const rows = await db
      .select()
      .from(ticketTypes)
      .where(inArray(ticketTypes.id, Object.values(demoTicketTypes)));
    const byId = (id: string) => rows.find((row) => row.id === id);

    const nearly = byId(demoTicketTypes.festivalNearlySoldOut);
    const left = (nearly?.capacity ?? 0) - (nearly?.sold ?? 0);
    expect(left).toBeGreaterThanOrEqual(1);
    expect(left).toBeLessThanOrEqual(10);
    expect(byId(demoTicketTypes.festivalNotYetOnSale)?.saleStartsAt?.getTime()).toBeGreaterThan(Date.now());
    expect(byId(demoTicketTypes.festivalWeekend)?.saleStartsAt?.getTime()).toBeLessThan(Date.now());
    expect(byId(demoTicketTypes.festivalAccessCodeOnly)?.accessCodeOnly).toBe(true);
    const soldOut = byId(demoTicketTypes.sportSoldOut);
    expect(soldOut?.capacity).toBe(soldOut?.sold);
    expect(soldOut?.eventId).toBe(demoEvents.sport.id);
    const sportTypes = await db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, demoEvents.sport.id));
    expect(sportTypes.some((row) => row.capacity === null || row.sold < row.capacity)).toBe(true);

    const [code] = await db.select().from(accessCodes).where(eq(accessCodes.code, demoAccessCode));
    expect(code?.eventId).toBe(demoEvents.festival.id);
    const unlocked = await db
      .select()
      .from(accessCodeTicketTypes)
      .where(eq(accessCodeTicketTypes.accessCodeId, code?.id ?? ''));
    expect(unlocked.map((row) => row.ticketTypeId)).toEqual([demoTicketTypes.festivalAccessCodeOnly]);

    const slovakTypes = await db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, demoEvents.slovakConcert.id));
    expect(slovakTypes.every((row) => row.currencyId === currency.ids.eur)).toBe(true);
  });

  it('gives every ticket type an entry item and the weekend pass a chip with preload limits', async () => {
    const items = await db.select().from(productItems);
    const typeRows = await db.select({ id: ticketTypes.id }).from(ticketTypes);
    for (const { id } of typeRows) {
      expect(
        items.some((item) => item.ticketTypeId === id && item.itemTypeId === itemType.ids.eventEntry),
      ).toBe(true);
    }
    expect(items.find((item) => item.id === demoProductItems.festivalEntry)).toMatchObject({
      ticketTypeId: demoTicketTypes.festivalWeekend,
      itemTypeId: itemType.ids.eventEntry,
    });
    expect(items.find((item) => item.id === demoProductItems.festivalChip)).toMatchObject({
      ticketTypeId: demoTicketTypes.festivalWeekend,
      itemTypeId: itemType.ids.nfcChip,
      chipCreditMin: 20_000,
      chipCreditMax: 1_000_000,
    });
    const chipProduct = items.find((item) => item.ticketProductId === demoProducts.festivalChipCredit);
    expect(chipProduct?.itemTypeId).toBe(itemType.ids.nfcChip);
    expect(chipProduct?.chipCreditMax).toBeGreaterThan(chipProduct?.chipCreditMin ?? Infinity);
    expect(items.find((item) => item.ticketProductId === demoProducts.festivalParking)?.itemTypeId).toBe(
      itemType.ids.parking,
    );
  });

  it('sells the festival T-shirt in four sizes, the M one being demoProducts.festivalTshirtM', async () => {
    const values = await db
      .select()
      .from(variantValues)
      .where(eq(variantValues.variantId, demoVariants.festivalTshirtSize))
      .orderBy(variantValues.displayOrder);
    expect(values.map((value) => value.value.cs)).toEqual(['S', 'M', 'L', 'XL']);
    const shirts = await db
      .select()
      .from(ticketProducts)
      .where(eq(ticketProducts.productGroupId, demoProductGroups.festivalTshirt));
    expect(shirts).toHaveLength(4);
    const links = await db
      .select()
      .from(ticketProductValues)
      .where(eq(ticketProductValues.ticketProductId, demoProducts.festivalTshirtM));
    expect(links.map((link) => values.find((value) => value.id === link.variantValueId)?.value.cs)).toEqual([
      'M',
    ]);
    const [{ n: parking } = { n: 0 }] = await db
      .select({ n: count() })
      .from(schema.ticketTypeExtraProducts)
      .where(
        and(
          eq(schema.ticketTypeExtraProducts.ticketTypeId, demoTicketTypes.festivalWeekend),
          eq(schema.ticketTypeExtraProducts.ticketProductId, demoProducts.festivalParking),
        ),
      );
    expect(parking).toBe(1);
  });

  it('seats the theatre: one seat per unit of sector capacity, each under its sector’s ticket type', async () => {
    for (const [sectorId, ticketTypeId] of [
      [demoSectors.theatreStalls, demoTicketTypes.theatreStalls],
      [demoSectors.theatreBalcony, demoTicketTypes.theatreBalcony],
    ] as const) {
      const [sector] = await db.select().from(sectors).where(eq(sectors.id, sectorId));
      const sectorSeats = await db.select().from(seats).where(eq(seats.sectorId, sectorId));
      expect(sector).toMatchObject({ eventId: demoEvents.theatre.id, kind: 'seated' });
      expect(sectorSeats).toHaveLength(sector?.capacity ?? -1);
      expect(sectorSeats.every((seat) => seat.ticketTypeId === ticketTypeId)).toBe(true);
      for (const seat of sectorSeats) {
        expect(seat.x).toBeLessThan(sector?.mapWidth ?? 0);
        expect(seat.y).toBeLessThan(sector?.mapHeight ?? 0);
      }
      const [type] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
      expect(type?.sectorId).toBe(sectorId);
      expect(type?.capacity).toBe(sector?.capacity);
    }
  });

  it('builds the festival line-up, program and galleries', async () => {
    const [headlinerEntry] = await db
      .select()
      .from(programEntries)
      .where(eq(programEntries.id, demoProgram.headlinerEntry));
    expect(headlinerEntry?.stageId).toBe(demoProgram.mainStage);
    const entries = await db
      .select()
      .from(programEntries)
      .where(eq(programEntries.eventId, demoEvents.festival.id));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    const [headliner] = await db
      .select()
      .from(eventBands)
      .where(and(eq(eventBands.eventId, demoEvents.festival.id), eq(eventBands.bandId, demoBands.headliner)));
    expect(headliner?.isMain).toBe(true);
    const members = await db
      .select()
      .from(bandPerformers)
      .where(eq(bandPerformers.bandId, demoBands.headliner));
    expect(members.map((row) => row.performerId).sort()).toEqual(
      [demoPerformers.singer, demoPerformers.guitarist].sort(),
    );
    const [band] = await db.select().from(bands).where(eq(bands.id, demoBands.headliner));
    expect(band?.galleryId).toBe(demoGalleries.headliner);
    const festivalImages = await db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.galleryId, demoGalleries.festival));
    expect(festivalImages).toHaveLength(4);
  });

  it('makes the partner store a partner of the spring tour, and rates VAT for both countries', async () => {
    const partners = await db.select().from(eventGroupPartners);
    expect(partners).toEqual([
      { eventGroupId: demoEventGroups.springTour.id, organizerId: demoOrganizers.partnerStore.id },
    ]);
    const partnerTypes = await db
      .select({ eventGroupId: events.eventGroupId })
      .from(ticketTypePartners)
      .innerJoin(ticketTypes, eq(ticketTypes.id, ticketTypePartners.ticketTypeId))
      .innerJoin(events, eq(events.id, ticketTypes.eventId));
    expect(partnerTypes.length).toBeGreaterThan(0);
    expect(partnerTypes.every((row) => row.eventGroupId === demoEventGroups.springTour.id)).toBe(true);
    const tourEvents = await db
      .select()
      .from(events)
      .where(eq(events.eventGroupId, demoEventGroups.slovakSummer.id));
    expect(tourEvents.map((row) => row.id).sort()).toEqual(
      [demoEvents.slovakConcert.id, demoEvents.slovakFestival.id].sort(),
    );

    const rates = await db.select().from(vatRates);
    const rate = (countryId: number, itemTypeId: number, productCategoryId = 0) =>
      rates.find(
        (row) =>
          row.countryId === countryId &&
          row.itemTypeId === itemTypeId &&
          row.productCategoryId === productCategoryId,
      )?.rateBasisPoints;
    expect(rate(country.ids.czechRepublic, itemType.ids.eventEntry)).toBe(1200);
    expect(rate(country.ids.czechRepublic, itemType.ids.product)).toBe(2100);
    expect(rate(country.ids.czechRepublic, itemType.ids.product, productCategory.ids.savoury)).toBe(1200);
    expect(rate(country.ids.slovakia, itemType.ids.eventEntry)).toBe(2300);
    expect(rate(country.ids.slovakia, itemType.ids.product, productCategory.ids.nonAlcoholic)).toBe(1900);
  });
});
