import type { Venue } from '@repo/contract/entities';
import { describe, expect, it } from 'vitest';
import { venueMapLink } from './map-link';

const venue: Venue = {
  venueId: '60000000-0000-4000-8000-000000000001',
  name: 'Louka pod lipami',
  venueTypeId: 3,
  street: 'Pod Lipami 12',
  city: 'Písek',
  postalCode: '397 01',
  regionId: 3,
  countryId: 1,
  latitude: 49.3088123,
  longitude: 14.1475,
};

describe('venueMapLink', () => {
  it('pins the coordinates on OpenStreetMap', () => {
    expect(venueMapLink(venue)).toBe(
      'https://www.openstreetmap.org/?mlat=49.30881&mlon=14.14750#map=16/49.30881/14.14750',
    );
  });

  it('searches for the address when the venue has no coordinates', () => {
    expect(venueMapLink({ ...venue, latitude: null, longitude: null })).toBe(
      'https://www.openstreetmap.org/search?query=Louka%20pod%20lipami%2C%20Pod%20Lipami%2012%2C%20397%2001%20P%C3%ADsek',
    );
  });
});
