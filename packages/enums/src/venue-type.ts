// Venue type enumeration: the kind of place an event takes place in.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'stadium', labels: { cs: 'Stadion', sk: 'Štadión', en: 'Stadium', de: 'Stadion' } },
  { id: 2, key: 'camp', labels: { cs: 'Kemp', sk: 'Kemp', en: 'Camp', de: 'Campingplatz' } },
  { id: 3, key: 'meadowSite', labels: { cs: 'Louka', sk: 'Lúka', en: 'Meadow site', de: 'Wiese' } },
  {
    id: 4,
    key: 'outdoorTheatreCinema',
    labels: {
      cs: 'Amfiteátr / letní kino',
      sk: 'Amfiteáter / letné kino',
      en: 'Outdoor theatre / cinema',
      de: 'Freilichtbühne / Open-Air-Kino',
    },
  },
  {
    id: 5,
    key: 'theatreCinema',
    labels: { cs: 'Divadlo / kino', sk: 'Divadlo / kino', en: 'Theatre / cinema', de: 'Theater / Kino' },
  },
  { id: 6, key: 'city', labels: { cs: 'Město', sk: 'Mesto', en: 'City', de: 'Stadt' } },
  {
    id: 7,
    key: 'musicClub',
    labels: { cs: 'Hudební klub', sk: 'Hudobný klub', en: 'Music club', de: 'Musikclub' },
  },
] as const satisfies readonly EnumEntry[];

export const venueType = defineEnum<EnumEntry, typeof entries>('venueType', entries);
