// Event kind enumeration: a one-off event or a long-running operation (e.g. a season-long attraction).
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  {
    id: 1,
    key: 'oneOff',
    labels: {
      cs: 'Jednorázová akce',
      sk: 'Jednorazové podujatie',
      en: 'One-off event',
      de: 'Einmalige Veranstaltung',
    },
  },
  {
    id: 2,
    key: 'longTerm',
    labels: {
      cs: 'Dlouhodobý provoz',
      sk: 'Dlhodobá prevádzka',
      en: 'Long-term operation',
      de: 'Dauerbetrieb',
    },
  },
] as const satisfies readonly EnumEntry[];

export const eventKind = defineEnum<EnumEntry, typeof entries>('eventKind', entries);
