// Chip type enumeration: the kinds of cashless NFC chips (wristbands, cards) issued at events.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'regular', labels: { cs: 'Běžný', sk: 'Bežný', en: 'Regular', de: 'Standard' } },
  {
    id: 2,
    key: 'toppedUpOnline',
    labels: { cs: 'Nabitý online', sk: 'Nabitý online', en: 'Topped up online', de: 'Online aufgeladen' },
  },
  { id: 3, key: 'vip', labels: { cs: 'VIP', sk: 'VIP', en: 'VIP', de: 'VIP' } },
  {
    id: 4,
    key: 'anonymousTransaction',
    labels: {
      cs: 'Anonymní transakce',
      sk: 'Anonymná transakcia',
      en: 'Anonymous transaction',
      de: 'Anonyme Transaktion',
    },
  },
  {
    id: 5,
    key: 'employee',
    labels: { cs: 'Zaměstnanec', sk: 'Zamestnanec', en: 'Employee', de: 'Mitarbeiter' },
  },
  { id: 6, key: 'guest', labels: { cs: 'Host', sk: 'Hosť', en: 'Guest', de: 'Gast' } },
] as const satisfies readonly EnumEntry[];

export const chipType = defineEnum<EnumEntry, typeof entries>('chipType', entries);
