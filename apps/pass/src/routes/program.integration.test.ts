import { programEndpoints } from '@repo/contract/program';
import { itemType } from '@repo/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programEntries, stages } from '../db/schema';
import { demoBands, demoEvents, demoPerformers, demoProgram } from '../db/seed/demo-ids';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const unknownId = '00000000-0000-4000-8000-000000000000';
const english = { 'x-language-id': '3' };
const festival = demoEvents.festival.id;
/** Test-only program of the unpublished event: it must stay as hidden as the event. */
const secretStage = 'e0000000-0000-4000-8000-000000000011';
const secretEntry = 'e0000000-0000-4000-8000-000000000012';

const isSortedBy = <T>(items: T[], key: (item: T) => string | number) =>
  items.every((item, index) => index === 0 || key(items[index - 1] as T) <= key(item));

describe.each(testDatabaseKinds)('program endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db } = t.database;
    await db
      .insert(stages)
      .values({ id: secretStage, eventId: demoEvents.unpublished.id, name: { cs: 'Sklep' } });
    await db.insert(programEntries).values({
      id: secretEntry,
      eventId: demoEvents.unpublished.id,
      stageId: secretStage,
      name: { cs: 'Tajný host' },
      startsAt: new Date('2030-01-01T20:00:00Z'),
      endsAt: new Date('2030-01-01T22:00:00Z'),
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("lists the festival's two stages in order, named in the requested language", async () => {
    const response = await get(`/pass/event/${festival}/stages`, english);
    expect(response.statusCode).toBe(200);
    const { stages: list } = programEndpoints.eventStages.response.parse(response.json());
    expect(list).toEqual([
      { stageId: demoProgram.mainStage, eventId: festival, namePub: 'Main Stage', displayOrder: 0 },
      { stageId: demoProgram.secondStage, eventId: festival, namePub: 'Lime Tree Stage', displayOrder: 1 },
    ]);
    const czech = programEndpoints.eventStages.response.parse(
      (await get(`/pass/event/${festival}/stages`)).json(),
    );
    expect(czech.stages[0]?.namePub).toBe('Hlavní scéna');
  });

  it("lists a stage's entries by start time, the headliner's with its band and members", async () => {
    const response = await get(`/pass/stage/${demoProgram.mainStage}/entries`, english);
    expect(response.statusCode).toBe(200);
    const { entries } = programEndpoints.stageEntries.response.parse(response.json());
    expect(entries).toHaveLength(6);
    expect(
      entries.every((entry) => entry.stageId === demoProgram.mainStage && entry.eventId === festival),
    ).toBe(true);
    expect(isSortedBy(entries, (entry) => Date.parse(entry.startsAt))).toBe(true);
    expect(entries.map((entry) => entry.namePub)).toEqual([
      'Bílé vrány',
      'Jarní tání',
      'Noční směna',
      'Mňága a Žďorp',
      'Bílé vrány – acoustic',
      'Closing jam: Tráva po kolena and friends',
    ]);
    const headliner = entries.find((entry) => entry.entryId === demoProgram.headlinerEntry);
    expect(headliner).toMatchObject({
      bandIds: [demoBands.headliner],
      // By name: Jiří Holub before Petr Fiala.
      performerIds: [demoPerformers.guitarist, demoPerformers.singer],
      descriptionPub: 'The festival headliner: a concert full of the biggest hits and new songs.',
    });
    expect(Date.parse(headliner?.endsAt ?? '') - Date.parse(headliner?.startsAt ?? '')).toBe(90 * 60_000);
  });

  it("lists a program entry's bands and performers", async () => {
    const bandsResponse = await get(`/pass/entry/${demoProgram.headlinerEntry}/bands`, english);
    const { bands } = programEndpoints.entryBands.response.parse(bandsResponse.json());
    expect(bands).toHaveLength(1);
    expect(bands[0]).toMatchObject({
      bandId: demoBands.headliner,
      name: 'Mňága a Žďorp',
      profileSlug: 'mnaga-a-zdorp',
    });
    expect(bands[0]?.descriptionPub).toMatch(/^A rock band/);

    const performersResponse = await get(`/pass/entry/${demoProgram.headlinerEntry}/performers`, english);
    const { performers } = programEndpoints.entryPerformers.response.parse(performersResponse.json());
    expect(performers.map((performer) => [performer.name, performer.rolePub])).toEqual([
      ['Jiří Holub', 'guitar'],
      ['Petr Fiala', 'vocals, guitar'],
    ]);
  });

  it('lists the whole festival program by start time across both stages', async () => {
    const response = await get(`/pass/event/${festival}/entries`, english);
    const { entries } = programEndpoints.eventEntries.response.parse(response.json());
    expect(entries).toHaveLength(10);
    expect(isSortedBy(entries, (entry) => Date.parse(entry.startsAt))).toBe(true);
    expect(new Set(entries.map((entry) => entry.stageId))).toEqual(
      new Set([demoProgram.mainStage, demoProgram.secondStage]),
    );
    expect(entries[0]).toMatchObject({ namePub: 'Tráva po kolena', stageId: demoProgram.secondStage });
    expect(entries.map((entry) => entry.namePub)).toContain('Drumming workshop');
  });

  it("lists the festival program with each entry's products; only the workshop sells a place", async () => {
    const response = await get(`/pass/event/${festival}/entries-with-products`, english);
    expect(response.statusCode).toBe(200);
    const { entries } = programEndpoints.eventEntriesWithProducts.response.parse(response.json());
    expect(entries).toHaveLength(10);
    const withProducts = entries.filter((entry) => entry.products.length > 0);
    expect(withProducts.map((entry) => entry.namePub)).toEqual(['Drumming workshop']);
    const [product] = withProducts[0]?.products ?? [];
    expect(product).toMatchObject({
      eventId: festival,
      name: 'Drumming workshop – place',
      price: 25000,
      maxPerOrder: 2,
      available: 14,
      saleState: 'on_sale',
    });
    expect(product?.items.map((item) => [item.itemTypeId, item.namePub])).toEqual([
      [itemType.ids.workshop, 'Workshop place'],
    ]);
    expect(entries.find((entry) => entry.entryId === demoProgram.headlinerEntry)?.products).toEqual([]);

    const workshopId = withProducts[0]?.entryId ?? '';
    const direct = programEndpoints.entryProducts.response.parse(
      (await get(`/pass/entry/${workshopId}/products`, english)).json(),
    );
    expect(direct.products).toEqual([product]);
    const none = programEndpoints.entryProducts.response.parse(
      (await get(`/pass/entry/${demoProgram.headlinerEntry}/products`)).json(),
    );
    expect(none.products).toEqual([]);
  });

  it("lists the festival's line-up of bands and its main band in display order", async () => {
    const response = await get(`/pass/event/${festival}/bands`, english);
    const { bands } = programEndpoints.eventBands.response.parse(response.json());
    expect(bands.map((band) => band.name)).toEqual([
      'Mňága a Žďorp',
      'Jarní tání',
      'Noční směna',
      'Bílé vrány',
      'Tráva po kolena',
    ]);
    expect(bands.map((band) => band.displayOrder)).toEqual([0, 1, 2, 3, 4]);
    expect(bands.filter((band) => band.isMain).map((band) => band.bandId)).toEqual([demoBands.headliner]);
    expect(bands[1]?.descriptionPub).toMatch(/^A four-piece from Brno/);

    const main = programEndpoints.eventMainBands.response.parse(
      (await get(`/pass/event/${festival}/main-bands`)).json(),
    );
    expect(main.bands).toHaveLength(1);
    expect(main.bands[0]).toMatchObject({ bandId: demoBands.headliner, isMain: true, displayOrder: 0 });
  });

  it("lists the festival's performers and its main performer in display order", async () => {
    const response = await get(`/pass/event/${festival}/performers`, english);
    const { performers } = programEndpoints.eventPerformers.response.parse(response.json());
    expect(performers.map((performer) => performer.name)).toEqual([
      'Petr Fiala',
      'Jiří Holub',
      'DJ Lipka',
      'Markéta Dvořáková',
    ]);
    expect(performers[3]?.rolePub).toBe('drumming coach');

    const main = programEndpoints.eventMainPerformers.response.parse(
      (await get(`/pass/event/${festival}/main-performers`)).json(),
    );
    expect(main.performers.map((performer) => [performer.performerId, performer.isMain])).toEqual([
      [demoPerformers.singer, true],
    ]);
  });

  it('gives an event without a program empty lists', async () => {
    const theatre = demoEvents.theatre.id;
    for (const [suffix, key] of [
      ['stages', 'stages'],
      ['entries', 'entries'],
      ['entries-with-products', 'entries'],
      ['main-bands', 'bands'],
    ] as const) {
      const response = await get(`/pass/event/${theatre}/${suffix}`);
      expect(response.statusCode, suffix).toBe(200);
      expect(response.json()[key], suffix).toEqual([]);
    }
  });

  it('answers 404 EVENT_NOT_FOUND for unknown and unpublished events on every event route', async () => {
    const suffixes = [
      'bands',
      'main-bands',
      'performers',
      'main-performers',
      'stages',
      'entries',
      'entries-with-products',
    ];
    for (const eventId of [unknownId, demoEvents.unpublished.id]) {
      for (const suffix of suffixes) {
        const response = await get(`/pass/event/${eventId}/${suffix}`);
        expect(response.statusCode, `${eventId} ${suffix}`).toBe(404);
        expect(response.json()).toMatchObject({
          errorText: 'ERROR_EVENT_NOT_FOUND',
          type: 'event_not_found',
        });
      }
    }
  });

  it('answers 404 for unknown stages and entries and for those of an unpublished event', async () => {
    for (const stageId of [unknownId, secretStage]) {
      const response = await get(`/pass/stage/${stageId}/entries`);
      expect(response.statusCode, stageId).toBe(404);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_STAGE_NOT_FOUND' });
    }
    for (const entryId of [unknownId, secretEntry]) {
      for (const suffix of ['bands', 'performers', 'products']) {
        const response = await get(`/pass/entry/${entryId}/${suffix}`);
        expect(response.statusCode, `${entryId} ${suffix}`).toBe(404);
        expect(response.json()).toMatchObject({
          errorText: 'ERROR_ENTRY_NOT_FOUND',
          type: 'entry_not_found',
        });
      }
    }
  });

  it('answers 400 naming the parameter for malformed ids', async () => {
    const cases = [
      ['/pass/stage/main/entries', 'params.stageId'],
      ['/pass/entry/1/bands', 'params.entryId'],
      ['/pass/entry/1/performers', 'params.entryId'],
      ['/pass/entry/1/products', 'params.entryId'],
      ['/pass/event/festival/bands', 'params.eventId'],
      ['/pass/event/festival/main-bands', 'params.eventId'],
      ['/pass/event/festival/performers', 'params.eventId'],
      ['/pass/event/festival/main-performers', 'params.eventId'],
      ['/pass/event/festival/stages', 'params.eventId'],
      ['/pass/event/festival/entries', 'params.eventId'],
      ['/pass/event/festival/entries-with-products', 'params.eventId'],
    ] as const;
    for (const [url, parameter] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ errorText: 'ERROR_INVALID_INPUT' });
      expect(response.json().message).toContain(parameter);
    }
  });
});
