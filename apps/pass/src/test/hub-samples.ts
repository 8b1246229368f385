// Valid organiser inputs for tests (profile, venue, event) and a small real picture, made with sharp.
import type { OrganizerProfileBody } from '@repo/contract/hub-profile';
import type { EventBody } from '@repo/contract/hub-events';
import type { VenueBody } from '@repo/contract/hub-venues';
import sharp from 'sharp';

export const sampleProfile: OrganizerProfileBody = {
  name: 'Hudba na náplavce',
  legalName: 'Náplavka Events s.r.o.',
  companyId: '27082440',
  vatId: 'CZ27082440',
  street: 'Rašínovo nábřeží 1',
  city: 'Praha',
  postalCode: '12800',
  countryId: 1,
  iban: 'CZ65 0800 0000 1920 0014 5399',
  email: 'info@naplavka.example',
  primaryColor: '#0f766e',
  defaultLanguageId: 1,
  currencyId: 1,
  termsUrl: 'https://naplavka.example/obchodni-podminky',
};

export const sampleVenue: VenueBody = {
  name: 'Náplavka u Výtoně',
  venueTypeId: 6,
  street: 'Rašínovo nábřeží',
  city: 'Praha',
  postalCode: '12800',
  regionId: 1,
  countryId: 1,
  latitude: 50.0685,
  longitude: 14.4148,
};

export function sampleEvent(overrides: Partial<EventBody> = {}): EventBody {
  return {
    name: { cs: 'Jazz na vodě', en: 'Jazz on the water', sk: null, de: null },
    description: { cs: 'Večer jazzu u řeky.', en: 'An evening of jazz by the river.', sk: null, de: null },
    slug: 'jazz-na-vode',
    categoryId: 1,
    kindId: 1,
    sizeId: 1,
    typeId: 1,
    venueId: null,
    newVenue: null,
    eventGroupId: null,
    startsAt: '2030-07-15T19:00',
    endsAt: '2030-07-15T23:00',
    timeZone: 'Europe/Prague',
    currencyId: 1,
    paymentMethodIds: [1, 2],
    ...overrides,
  };
}

/** A 1200×800 PNG as base64: large enough to be cut to every header width. */
export async function samplePictureBase64(): Promise<string> {
  const picture = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer();
  return picture.toString('base64');
}
