// Demo venues in Czech and Slovak cities, with real regions and coordinates.
import { country, region, venueType } from '@repo/enums';
import { venues } from '../schema';
import { demoVenues } from './demo-ids';
import { excludedSet } from './seed-context';
import type { SeedContext } from './seed-context';
import { seedId } from './seed-ids';

type VenueRow = typeof venues.$inferInsert & { id: string };

const cz = country.ids.czechRepublic;
const sk = country.ids.slovakia;

export const seedVenues = {
  festivalMeadow: {
    id: demoVenues.festivalMeadow,
    name: 'Louka Pod Lipami',
    venueTypeId: venueType.ids.meadowSite,
    street: 'Lipová alej 1',
    city: 'Písek',
    postalCode: '397 01',
    regionId: region.ids.jihocesky,
    countryId: cz,
    latitude: 49.3021,
    longitude: 14.1389,
  },
  theatre: {
    id: demoVenues.theatre,
    name: 'Divadlo Na Nábřeží',
    venueTypeId: venueType.ids.theatreCinema,
    street: 'Smetanovo nábřeží 4',
    city: 'Praha 1',
    postalCode: '110 00',
    regionId: region.ids.hlavniMestoPraha,
    countryId: cz,
    latitude: 50.0838,
    longitude: 14.4137,
  },
  embankment: {
    id: seedId('venue', 1),
    name: 'Náplavka u Divadla Na Nábřeží',
    venueTypeId: venueType.ids.outdoorTheatreCinema,
    street: 'Smetanovo nábřeží',
    city: 'Praha 1',
    postalCode: '110 00',
    regionId: region.ids.hlavniMestoPraha,
    countryId: cz,
    latitude: 50.0829,
    longitude: 14.4129,
  },
  wineCellar: {
    id: seedId('venue', 2),
    name: 'Sklep Vinařství U Kapličky',
    venueTypeId: venueType.ids.city,
    street: 'Vinařská 212',
    city: 'Velké Bílovice',
    postalCode: '691 02',
    regionId: region.ids.jihomoravsky,
    countryId: cz,
    latitude: 48.8497,
    longitude: 16.8919,
  },
  stadium: {
    id: seedId('venue', 3),
    name: 'Stadion Slavoje',
    venueTypeId: venueType.ids.stadium,
    street: 'Legionářská 12',
    city: 'Olomouc',
    postalCode: '779 00',
    regionId: region.ids.olomoucky,
    countryId: cz,
    latitude: 49.5918,
    longitude: 17.2612,
  },
  flora: {
    id: seedId('venue', 4),
    name: 'Výstaviště Flora Olomouc',
    venueTypeId: venueType.ids.city,
    street: 'Wolkerova 17',
    city: 'Olomouc',
    postalCode: '779 00',
    regionId: region.ids.olomoucky,
    countryId: cz,
    latitude: 49.5936,
    longitude: 17.263,
  },
  lucerna: {
    id: seedId('venue', 5),
    name: 'Velký sál Lucerna',
    venueTypeId: venueType.ids.musicClub,
    street: 'Vodičkova 36',
    city: 'Praha 1',
    postalCode: '110 00',
    regionId: region.ids.hlavniMestoPraha,
    countryId: cz,
    latitude: 50.0815,
    longitude: 14.4254,
  },
  brnoClub: {
    id: seedId('venue', 6),
    name: 'Sono Centrum',
    venueTypeId: venueType.ids.musicClub,
    street: 'Veveří 113',
    city: 'Brno',
    postalCode: '616 00',
    regionId: region.ids.jihomoravsky,
    countryId: cz,
    latitude: 49.2104,
    longitude: 16.593,
  },
  ostravaHall: {
    id: seedId('venue', 7),
    name: 'Dům kultury města Ostravy',
    venueTypeId: venueType.ids.theatreCinema,
    street: '28. října 124',
    city: 'Ostrava',
    postalCode: '702 00',
    regionId: region.ids.moravskoslezsky,
    countryId: cz,
    latitude: 49.8331,
    longitude: 18.274,
  },
  secretClub: {
    id: seedId('venue', 8),
    name: 'Klub Na Sklepě',
    venueTypeId: venueType.ids.musicClub,
    street: 'Dlouhá 33',
    city: 'Praha 1',
    postalCode: '110 00',
    regionId: region.ids.hlavniMestoPraha,
    countryId: cz,
    latitude: 50.0905,
    longitude: 14.4258,
  },
  bratislavaCastle: {
    id: seedId('venue', 9),
    name: 'Bratislavský hrad – Čestné nádvorie',
    venueTypeId: venueType.ids.outdoorTheatreCinema,
    street: 'Zámocká 2',
    city: 'Bratislava',
    postalCode: '811 06',
    regionId: region.ids.bratislavsky,
    countryId: sk,
    latitude: 48.1421,
    longitude: 17.1,
  },
  danubeBank: {
    id: seedId('venue', 10),
    name: 'Tyršovo nábrežie',
    venueTypeId: venueType.ids.city,
    street: 'Tyršovo nábrežie',
    city: 'Bratislava',
    postalCode: '851 01',
    regionId: region.ids.bratislavsky,
    countryId: sk,
    latitude: 48.1378,
    longitude: 17.1085,
  },
} satisfies Record<string, VenueRow>;

export async function seedVenueRows(ctx: SeedContext): Promise<void> {
  await ctx.tx
    .insert(venues)
    .values(Object.values(seedVenues))
    .onConflictDoUpdate({ target: venues.id, set: excludedSet(venues) });
}
