// Section type enumeration: the curated event rows on the storefront home page.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'popular', labels: { cs: 'Oblíbené', sk: 'Obľúbené', en: 'Popular', de: 'Beliebt' } },
  {
    id: 2,
    key: 'ourPick',
    labels: { cs: 'Vybíráme pro vás', sk: 'Vyberáme pre vás', en: 'Our pick', de: 'Unsere Auswahl' },
  },
  {
    id: 3,
    key: 'happeningNow',
    labels: { cs: 'Právě probíhá', sk: 'Práve prebieha', en: 'Happening now', de: 'Läuft gerade' },
  },
  {
    id: 4,
    key: 'thisWeekend',
    labels: { cs: 'Tento víkend', sk: 'Tento víkend', en: 'This weekend', de: 'Dieses Wochenende' },
  },
  {
    id: 5,
    key: 'justAnnounced',
    labels: { cs: 'Právě oznámeno', sk: 'Práve ohlásené', en: 'Just announced', de: 'Neu angekündigt' },
  },
  {
    id: 6,
    key: 'speciality',
    labels: { cs: 'Speciality', sk: 'Špeciality', en: 'Speciality', de: 'Besonderheiten' },
  },
  {
    id: 7,
    key: 'nearMe',
    labels: { cs: 'V mém okolí', sk: 'V mojom okolí', en: 'Near me', de: 'In meiner Nähe' },
  },
] as const satisfies readonly EnumEntry[];

export const sectionType = defineEnum<EnumEntry, typeof entries>('sectionType', entries);
