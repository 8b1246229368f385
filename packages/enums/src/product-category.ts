// Product category enumeration: groups of goods sold at event bars and stands.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  {
    id: 1,
    key: 'nonAlcoholic',
    labels: {
      cs: 'Nealkoholické nápoje',
      sk: 'Nealkoholické nápoje',
      en: 'Non-alcoholic drinks',
      de: 'Alkoholfreie Getränke',
    },
  },
  { id: 2, key: 'beer', labels: { cs: 'Pivo', sk: 'Pivo', en: 'Beer', de: 'Bier' } },
  { id: 3, key: 'wine', labels: { cs: 'Víno', sk: 'Víno', en: 'Wine', de: 'Wein' } },
  {
    id: 4,
    key: 'otherAlcohol',
    labels: {
      cs: 'Ostatní alkohol',
      sk: 'Ostatný alkohol',
      en: 'Other alcohol',
      de: 'Sonstige alkoholische Getränke',
    },
  },
  { id: 5, key: 'savoury', labels: { cs: 'Slané', sk: 'Slané', en: 'Savoury', de: 'Herzhaftes' } },
  { id: 6, key: 'sweet', labels: { cs: 'Sladké', sk: 'Sladké', en: 'Sweet', de: 'Süßes' } },
  {
    id: 7,
    key: 'additionalAssortment',
    labels: {
      cs: 'Doplňkový sortiment',
      sk: 'Doplnkový sortiment',
      en: 'Additional assortment',
      de: 'Zusatzsortiment',
    },
  },
] as const satisfies readonly EnumEntry[];

export const productCategory = defineEnum<EnumEntry, typeof entries>('productCategory', entries);
