// The organiser's programme over the API: stages, entries in the event's wall time (also across the spring
// daylight-saving jump), the line-up with the organiser's own and the shared directory's artists, artist photos,
// what the storefront's public programme then shows, roles, and an audit row per write.
import { hubProgrammeEndpoints } from '@repo/contract/hub-programme';
import type { ArtistBody, ProgrammeEntryBody } from '@repo/contract/hub-programme';
import { hubEndpoints } from '@repo/contract/hub';
import { hubEventEndpoints } from '@repo/contract/hub-events';
import { programEndpoints } from '@repo/contract/program';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { seedBands } from '../db/seed/lineup';
import { auditEntriesOf, demoOwnerToken, recordingWrites } from '../test/catalogue-helpers';
import { sampleEvent, sampleVenue } from '../test/hub-samples';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;
const eventId = demoEvents.tourPrague.id;
const api = hubProgrammeEndpoints;

const band: ArtistBody = {
  kind: 'band',
  name: 'Lipová kapela',
  genre: 'folk',
  role: null,
  description: { cs: 'Folk z lip.', en: 'Folk from the lime trees.' },
};

describe.each(testDatabaseKinds)('organizer programme on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  const { writes, write } = recordingWrites();
  const call = async <E extends (typeof api)[keyof typeof api]>(
    endpoint: E,
    input: Parameters<typeof callEndpoint>[2],
  ) => {
    const answer = await write(t, endpoint, input, ownerToken);
    expect(answer.statusCode, answer.body).toBe(200);
    return endpoint.response.parse(answer.json()) as ReturnType<E['response']['parse']>;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    ownerToken = await demoOwnerToken(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('builds a stage, an entry with an own and a shared band, and the line-up the storefront then shows', async () => {
    const { programme: empty } = await call(api.hubProgramme, { params: { eventId } });
    const stagesBefore = empty.stages.length;
    const { programme: staged } = await call(api.hubStageCreate, {
      params: { eventId },
      body: { name: { cs: 'Lipová scéna', en: 'Lime stage' } },
    });
    const stage = staged.stages.at(-1);
    expect(staged.stages).toHaveLength(stagesBefore + 1);
    expect(stage).toMatchObject({ namePub: 'Lipová scéna', entryCount: 0 });

    const { artist } = await call(api.hubArtistCreate, { params: { eventId }, body: band });
    expect(artist).toMatchObject({ kind: 'band', name: 'Lipová kapela', genre: 'folk', editable: true });

    const entry: ProgrammeEntryBody = {
      stageId: stage!.stageId,
      name: { cs: 'Odpolední koncert' },
      description: null,
      startsAt: '2027-03-28T01:30',
      endsAt: '2027-03-28T04:00',
      artists: [
        { kind: 'band', artistId: artist.artistId },
        { kind: 'band', artistId: seedBands.whiteCrows },
      ],
    };
    // 02:00–03:00 does not exist in Prague that night, but 01:30 and 04:00 do: 1 h 30 min of real time.
    const { programme } = await call(api.hubProgrammeEntryCreate, { params: { eventId }, body: entry });
    const created = programme.entries.find((row) => row.namePub === 'Odpolední koncert');
    expect(created).toMatchObject({ startsAt: '2027-03-28T01:30', endsAt: '2027-03-28T04:00' });
    expect(created?.artists).toHaveLength(2);

    const skipped = await callEndpoint(
      t,
      api.hubProgrammeEntryUpdate,
      { params: { eventId, entryId: created!.entryId }, body: { ...entry, startsAt: '2027-03-28T02:30' } },
      ownerToken,
    );
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json()).toMatchObject({ errorText: 'ERROR_LOCAL_TIME_SKIPPED' });

    await call(api.hubLineUpUpdate, {
      params: { eventId },
      body: {
        artists: [
          { kind: 'band', artistId: artist.artistId, isMain: true },
          { kind: 'band', artistId: seedBands.whiteCrows, isMain: false },
        ],
      },
    });

    const publicEntries = programEndpoints.eventEntries.response.parse(
      (await callEndpoint(t, programEndpoints.eventEntries, { params: { eventId } })).json(),
    );
    const shown = publicEntries.entries.find((row) => row.entryId === created!.entryId);
    expect(shown?.startsAt).toBe('2027-03-28T00:30:00.000Z');
    expect(shown?.endsAt).toBe('2027-03-28T02:00:00.000Z');
    const mainBands = programEndpoints.eventMainBands.response.parse(
      (await callEndpoint(t, programEndpoints.eventMainBands, { params: { eventId } })).json(),
    );
    expect(mainBands.bands.map((row) => row.name)).toEqual(['Lipová kapela']);

    const notEmpty = await callEndpoint(
      t,
      api.hubStageDelete,
      { params: { eventId, stageId: stage!.stageId } },
      ownerToken,
    );
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json()).toMatchObject({ errorText: 'ERROR_STAGE_NOT_EMPTY' });
    await call(api.hubProgrammeEntryDelete, { params: { eventId, entryId: created!.entryId } });
    const { programme: after } = await call(api.hubStageDelete, {
      params: { eventId, stageId: stage!.stageId },
    });
    expect(after.stages).toHaveLength(stagesBefore);
    // The line-up keeps the artists: they are the event's, not the entry's.
    expect(after.lineUp).toHaveLength(2);
  });

  it('edits and pictures its own artists only; the shared directory and other organizers stay untouched', async () => {
    const { artist } = await call(api.hubArtistCreate, {
      params: { eventId },
      body: { kind: 'performer', name: 'DJ Lípa', genre: null, role: { cs: 'DJ' }, description: null },
    });
    const { artist: renamed } = await call(api.hubArtistUpdate, {
      params: { eventId, kind: 'performer', artistId: artist.artistId },
      body: { name: 'DJ Lipka', genre: null, role: { cs: 'DJ', en: 'DJ' }, description: null },
    });
    expect(renamed).toMatchObject({ name: 'DJ Lipka', role: { cs: 'DJ', en: 'DJ' } });

    const photo = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const { artist: pictured } = await call(api.hubArtistImageUpload, {
      params: { eventId, kind: 'performer', artistId: artist.artistId },
      body: { imageBase64: photo.toString('base64') },
    });
    expect(pictured.imageUrl).toMatch(/^\/pass\/image\/[0-9a-f-]{36}-960\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: pictured.imageUrl! });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).height).toBe(720);

    const shared = await callEndpoint(
      t,
      api.hubArtistUpdate,
      { params: { eventId, kind: 'band', artistId: seedBands.whiteCrows }, body: band },
      ownerToken,
    );
    expect(shared.statusCode).toBe(404);
    expect(shared.json()).toMatchObject({ errorText: 'ERROR_ARTIST_NOT_FOUND' });

    // Another organizer can neither change nor book this organizer's artist.
    const otherToken = (await org.accounts.verifiedAccount('jiny-poradatel@example.cz')).token;
    const other = await callEndpoint(
      t,
      hubEndpoints.hubOrganizerCreate,
      { body: { name: 'Jiný pořadatel', countryId: 1, currencyId: 1 } },
      otherToken,
    );
    const otherOrganizerId = hubEndpoints.hubOrganizerCreate.response.parse(other.json()).organizer
      .organizerId;
    const otherEvent = await callEndpoint(
      t,
      hubEventEndpoints.hubEventCreate,
      {
        params: { organizerId: otherOrganizerId },
        body: sampleEvent({ slug: 'cizi-akce', newVenue: sampleVenue }),
      },
      otherToken,
    );
    expect(otherEvent.statusCode, otherEvent.body).toBe(200);
    const theatreEvent = hubEventEndpoints.hubEventCreate.response.parse(otherEvent.json()).event.eventId;
    const theatreOwner = { token: otherToken };
    const foreignBooking = await callEndpoint(
      t,
      api.hubLineUpUpdate,
      {
        params: { eventId: theatreEvent },
        body: { artists: [{ kind: 'performer', artistId: artist.artistId, isMain: false }] },
      },
      theatreOwner.token,
    );
    expect(foreignBooking.statusCode, foreignBooking.body).toBe(404);
    const foreignEdit = await callEndpoint(
      t,
      api.hubArtistUpdate,
      { params: { eventId: theatreEvent, kind: 'performer', artistId: artist.artistId }, body: band },
      theatreOwner.token,
    );
    expect(foreignEdit.statusCode).toBe(404);
  });

  it('lets owners and managers change the programme, not box office, door or accountants', async () => {
    const manager = await org.member(ownerToken, organizerId, 'manager');
    const created = await write(
      t,
      api.hubStageCreate,
      { params: { eventId }, body: { name: { cs: 'Manažerská scéna' } } },
      manager.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const role of ['boxOffice', 'door', 'accountant'] as const) {
      const member = await org.member(ownerToken, organizerId, role);
      const refused = await callEndpoint(
        t,
        api.hubStageCreate,
        { params: { eventId }, body: { name: { cs: 'Ne' } } },
        member.token,
      );
      expect(refused.statusCode, role).toBe(403);
    }
    const foreign = await callEndpoint(
      t,
      api.hubProgramme,
      { params: { eventId: demoEvents.theatre.id } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps an audit row for every programme write', async () => {
    const entries = await auditEntriesOf(t, ownerToken, organizerId, api);
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      [...writes].filter((id) => id !== 'hubProgramme').sort(),
    );
  });
});
