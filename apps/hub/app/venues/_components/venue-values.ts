// A venue form's values as typed (strings), from a venue and back to the body the contract checks.
import type { HubVenue, VenueBody } from '@repo/contract/hub-venues';
import { country } from '@repo/enums/country';

export const venueFields = [
  'name',
  'venueTypeId',
  'street',
  'city',
  'postalCode',
  'countryId',
  'regionId',
  'latitude',
  'longitude',
] as const;
export type VenueField = (typeof venueFields)[number];
export type VenueValues = Record<VenueField, string>;

export const emptyVenueValues: VenueValues = {
  name: '',
  venueTypeId: '',
  street: '',
  city: '',
  postalCode: '',
  countryId: String(country.ids.czechRepublic),
  regionId: '',
  latitude: '',
  longitude: '',
};

export function venueValues(venue: HubVenue): VenueValues {
  return {
    name: venue.name,
    venueTypeId: String(venue.venueTypeId),
    street: venue.street,
    city: venue.city,
    postalCode: venue.postalCode,
    countryId: String(venue.countryId),
    regionId: String(venue.regionId),
    latitude: venue.latitude === null ? '' : String(venue.latitude),
    longitude: venue.longitude === null ? '' : String(venue.longitude),
  };
}

/** An empty coordinate is none; a comma is read as the decimal point ("50,07"). */
function coordinate(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

export function venueBody(values: VenueValues): VenueBody {
  return {
    name: values.name,
    venueTypeId: Number(values.venueTypeId),
    street: values.street,
    city: values.city,
    postalCode: values.postalCode,
    countryId: Number(values.countryId),
    regionId: Number(values.regionId),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  };
}
