// Item type enumeration: what a sold item grants (entry, parking, chip, product, zone access...).
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  {
    id: 1,
    key: 'eventEntry',
    labels: {
      cs: 'Vstup na akci',
      sk: 'Vstup na podujatie',
      en: 'Event entry',
      de: 'Veranstaltungseintritt',
    },
  },
  { id: 2, key: 'parking', labels: { cs: 'Parkování', sk: 'Parkovanie', en: 'Parking', de: 'Parken' } },
  { id: 3, key: 'nfcChip', labels: { cs: 'NFC čip', sk: 'NFC čip', en: 'NFC chip', de: 'NFC-Chip' } },
  {
    id: 4,
    key: 'attractionEntry',
    labels: {
      cs: 'Vstup na atrakci',
      sk: 'Vstup na atrakciu',
      en: 'Attraction entry',
      de: 'Eintritt zur Attraktion',
    },
  },
  { id: 5, key: 'workshop', labels: { cs: 'Workshop', sk: 'Workshop', en: 'Workshop', de: 'Workshop' } },
  { id: 6, key: 'product', labels: { cs: 'Produkt', sk: 'Produkt', en: 'Product', de: 'Produkt' } },
  {
    id: 7,
    key: 'repeatedEventEntry',
    labels: {
      cs: 'Opakovaný vstup na akci',
      sk: 'Opakovaný vstup na podujatie',
      en: 'Repeated event entry',
      de: 'Wiederholter Veranstaltungseintritt',
    },
  },
  {
    id: 8,
    key: 'vipNfcChip',
    labels: { cs: 'VIP NFC čip', sk: 'VIP NFC čip', en: 'VIP NFC chip', de: 'VIP-NFC-Chip' },
  },
  { id: 9, key: 'zone', labels: { cs: 'Zóna', sk: 'Zóna', en: 'Zone', de: 'Zone' } },
] as const satisfies readonly EnumEntry[];

export const itemType = defineEnum<EnumEntry, typeof entries>('itemType', entries);
