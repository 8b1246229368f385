// Event category enumeration: the genre tags the storefront filters events by.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'music', labels: { cs: 'Hudba', sk: 'Hudba', en: 'Music', de: 'Musik' } },
  { id: 2, key: 'gastro', labels: { cs: 'Gastro', sk: 'Gastro', en: 'Food and drink', de: 'Kulinarik' } },
  { id: 3, key: 'culture', labels: { cs: 'Kultura', sk: 'Kultúra', en: 'Culture', de: 'Kultur' } },
  { id: 4, key: 'wine', labels: { cs: 'Víno', sk: 'Víno', en: 'Wine', de: 'Wein' } },
  { id: 5, key: 'sport', labels: { cs: 'Sport', sk: 'Šport', en: 'Sport', de: 'Sport' } },
  {
    id: 6,
    key: 'seriesEvent',
    labels: { cs: 'Série akcí', sk: 'Séria podujatí', en: 'Event series', de: 'Veranstaltungsreihe' },
  },
  { id: 7, key: 'festival', labels: { cs: 'Festival', sk: 'Festival', en: 'Festival', de: 'Festival' } },
  {
    id: 8,
    key: 'children',
    labels: { cs: 'Pro děti', sk: 'Pre deti', en: 'For children', de: 'Für Kinder' },
  },
  { id: 9, key: 'party', labels: { cs: 'Párty', sk: 'Párty', en: 'Party', de: 'Party' } },
  { id: 10, key: 'theatre', labels: { cs: 'Divadlo', sk: 'Divadlo', en: 'Theatre', de: 'Theater' } },
  { id: 11, key: 'concert', labels: { cs: 'Koncert', sk: 'Koncert', en: 'Concert', de: 'Konzert' } },
  { id: 12, key: 'beer', labels: { cs: 'Pivo', sk: 'Pivo', en: 'Beer', de: 'Bier' } },
] as const satisfies readonly EnumEntry[];

export const eventCategory = defineEnum<EnumEntry, typeof entries>('eventCategory', entries);
