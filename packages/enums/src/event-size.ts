// Event size enumeration: the organiser's rough scale of an event.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

// Czech labels agree with "akce" (feminine), Slovak ones with "podujatie" (neuter).
const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'small', labels: { cs: 'Malá', sk: 'Malé', en: 'Small', de: 'Klein' } },
  { id: 2, key: 'medium', labels: { cs: 'Střední', sk: 'Stredné', en: 'Medium', de: 'Mittel' } },
  { id: 3, key: 'large', labels: { cs: 'Velká', sk: 'Veľké', en: 'Large', de: 'Groß' } },
] as const satisfies readonly EnumEntry[];

export const eventSize = defineEnum<EnumEntry, typeof entries>('eventSize', entries);
