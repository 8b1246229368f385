// The organiser's profile and venues over the API: a new organizer fills its profile (validated IBAN, IČO and
// VAT id), uploads a logo served for a year, keeps venues; roles and an audit row for every write.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubEndpoints } from '@repo/contract/hub';
import { hubProfileEndpoints } from '@repo/contract/hub-profile';
import { hubVenueEndpoints } from '@repo/contract/hub-venues';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { demoAccount, demoOrganizers } from '../db/seed/demo-ids';
import { samplePictureBase64, sampleProfile, sampleVenue } from '../test/hub-samples';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe.each(testDatabaseKinds)('organiser profile and venues on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let organizerId: string;
  let festivalOwnerToken: string;
  let org: ReturnType<typeof organizerClient>;

  async function auditActions(id: string): Promise<string[]> {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.organizerId, id));
    return rows.map((row) => row.action);
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { catalogueCacheSeconds: 60 });
    org = organizerClient(t);
    ownerToken = (await org.accounts.verifiedAccount('naplavka@example.cz')).token;
    const created = await callEndpoint(
      t,
      hubEndpoints.hubOrganizerCreate,
      { body: { name: 'Náplavka', countryId: 1, currencyId: 1 } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    organizerId = hubEndpoints.hubOrganizerCreate.response.parse(created.json()).organizer.organizerId;
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    festivalOwnerToken = accountEndpoints.login.response.parse(login.json()).account.token;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('fills the profile: IČO, VAT id and IBAN are normalised, the registered office kept for tax documents', async () => {
    const updated = await callEndpoint(
      t,
      hubProfileEndpoints.hubOrganizerProfileUpdate,
      {
        params: { organizerId },
        body: { ...sampleProfile, companyId: '270 82 440', vatId: 'cz 270 82 440' },
      },
      ownerToken,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const { profile } = hubProfileEndpoints.hubOrganizerProfileUpdate.response.parse(updated.json());
    expect(profile).toMatchObject({
      name: 'Hudba na náplavce',
      legalName: 'Náplavka Events s.r.o.',
      companyId: '27082440',
      vatId: 'CZ27082440',
      street: 'Rašínovo nábřeží 1',
      iban: 'CZ6508000000192000145399',
      primaryColor: '#0F766E',
      termsUrl: 'https://naplavka.example/obchodni-podminky',
    });
    const read = await callEndpoint(
      t,
      hubProfileEndpoints.hubOrganizerProfile,
      { params: { organizerId } },
      ownerToken,
    );
    expect(read.json().profile).toEqual(profile);
    expect(await auditActions(organizerId)).toContain('hubOrganizerProfileUpdate');
  });

  it('names the bad field: IBAN check digits, IČO check digit, a VAT id of another country, a colour', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ iban: 'CZ65 0800 0000 1920 0014 5398' }, 'body.iban'],
      [{ companyId: '27082441' }, 'body.companyId'],
      [{ vatId: 'SK2023456710' }, 'body.vatId'],
      [{ primaryColor: 'teal' }, 'body.primaryColor'],
      [{ termsUrl: 'ftp://example.cz' }, 'body.termsUrl'],
    ];
    for (const [change, field] of cases) {
      const response = await callEndpoint(
        t,
        hubProfileEndpoints.hubOrganizerProfileUpdate,
        { params: { organizerId }, body: { ...sampleProfile, ...change } },
        ownerToken,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toContain(`${field}:`);
    }
  });

  it('stores the logo as a 512 px PNG served for a year; a file that is no picture is refused', async () => {
    const uploaded = await callEndpoint(
      t,
      hubProfileEndpoints.hubOrganizerLogoUpload,
      { params: { organizerId }, body: { imageBase64: await samplePictureBase64() } },
      ownerToken,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl: string = uploaded.json().profile.logoUrl;
    expect(logoUrl).toMatch(/^\/pass\/image\/[0-9a-f-]{36}-512\.png$/);
    const image = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ method: 'GET', url: logoUrl.replace('.png', '.jpg') })).statusCode).toBe(
      404,
    );

    const notAPicture = await callEndpoint(
      t,
      hubProfileEndpoints.hubOrganizerLogoUpload,
      {
        params: { organizerId },
        body: { imageBase64: Buffer.from('not a picture at all').toString('base64') },
      },
      ownerToken,
    );
    expect(notAPicture.statusCode).toBe(422);
    expect(notAPicture.json().errorText).toBe('ERROR_INVALID_IMAGE');
  });

  it('lets every member read the profile and only the owner change it', async () => {
    const festival = demoOrganizers.festival.id;
    const manager = await org.member(festivalOwnerToken, festival, 'manager');
    const accountant = await org.member(festivalOwnerToken, festival, 'accountant');
    const read = await callEndpoint(
      t,
      hubProfileEndpoints.hubOrganizerProfile,
      { params: { organizerId: festival } },
      accountant.token,
    );
    expect(read.statusCode).toBe(200);
    const change = await callEndpoint(
      t,
      hubProfileEndpoints.hubOrganizerProfileUpdate,
      { params: { organizerId: festival }, body: sampleProfile },
      manager.token,
    );
    expect(change.statusCode).toBe(403);
    const foreign = await callEndpoint(
      t,
      hubProfileEndpoints.hubOrganizerProfile,
      { params: { organizerId: festival } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps venues: creates and edits its own, lists the shared ones its events use as read-only', async () => {
    const created = await callEndpoint(
      t,
      hubVenueEndpoints.hubVenueCreate,
      { params: { organizerId }, body: sampleVenue },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const venue = hubVenueEndpoints.hubVenueCreate.response.parse(created.json()).venue;
    expect(venue).toMatchObject({
      name: 'Náplavka u Výtoně',
      regionId: 1,
      latitude: 50.0685,
      editable: true,
    });

    const changed = await callEndpoint(
      t,
      hubVenueEndpoints.hubVenueUpdate,
      {
        params: { organizerId, venueId: venue.venueId },
        body: { ...sampleVenue, name: 'Náplavka u Železničního mostu' },
      },
      ownerToken,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const list = await callEndpoint(t, hubVenueEndpoints.hubVenues, { params: { organizerId } }, ownerToken);
    expect(list.json().venues.map((row: { name: string }) => row.name)).toEqual([
      'Náplavka u Železničního mostu',
    ]);
    expect(await auditActions(organizerId)).toEqual(
      expect.arrayContaining(['hubVenueCreate', 'hubVenueUpdate']),
    );

    const festival = demoOrganizers.festival.id;
    const shared = await callEndpoint(
      t,
      hubVenueEndpoints.hubVenues,
      { params: { organizerId: festival } },
      festivalOwnerToken,
    );
    const sharedVenues: { venueId: string; editable: boolean }[] = shared.json().venues;
    expect(sharedVenues.length).toBeGreaterThan(0);
    expect(sharedVenues.every((row) => !row.editable)).toBe(true);
    const refused = await callEndpoint(
      t,
      hubVenueEndpoints.hubVenueUpdate,
      { params: { organizerId: festival, venueId: sharedVenues[0]!.venueId }, body: sampleVenue },
      festivalOwnerToken,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorText).toBe('ERROR_VENUE_NOT_FOUND');
    const otherOrganizers = await callEndpoint(
      t,
      hubVenueEndpoints.hubVenueUpdate,
      { params: { organizerId: festival, venueId: venue.venueId }, body: sampleVenue },
      festivalOwnerToken,
    );
    expect(otherOrganizers.statusCode).toBe(404);
  });

  it('refuses a region of another country and half a coordinate, naming the field', async () => {
    for (const [change, field] of [
      [{ regionId: 201 }, 'body.regionId'],
      [{ longitude: null }, 'body.longitude'],
      [{ latitude: 95 }, 'body.latitude'],
    ] as const) {
      const response = await callEndpoint(
        t,
        hubVenueEndpoints.hubVenueCreate,
        { params: { organizerId }, body: { ...sampleVenue, ...change } },
        ownerToken,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    }
  });

  it('lets managers keep venues but not box office', async () => {
    const festival = demoOrganizers.festival.id;
    const manager = await org.member(festivalOwnerToken, festival, 'manager');
    const boxOffice = await org.member(festivalOwnerToken, festival, 'boxOffice');
    const byManager = await callEndpoint(
      t,
      hubVenueEndpoints.hubVenueCreate,
      { params: { organizerId: festival }, body: sampleVenue },
      manager.token,
    );
    expect(byManager.statusCode, byManager.body).toBe(200);
    const byBoxOffice = await callEndpoint(
      t,
      hubVenueEndpoints.hubVenues,
      { params: { organizerId: festival } },
      boxOffice.token,
    );
    expect(byBoxOffice.statusCode).toBe(403);
  });
});
