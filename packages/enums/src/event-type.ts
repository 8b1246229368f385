// Event type enumeration: what an event sells (tickets, packages or credit top-ups).
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'tickets', labels: { cs: 'Vstupenky', sk: 'Vstupenky', en: 'Tickets', de: 'Tickets' } },
  { id: 2, key: 'packages', labels: { cs: 'Balíčky', sk: 'Balíčky', en: 'Packages', de: 'Pakete' } },
  {
    id: 3,
    key: 'creditTopUp',
    labels: { cs: 'Dobití kreditu', sk: 'Dobitie kreditu', en: 'Credit top-up', de: 'Guthabenaufladung' },
  },
] as const satisfies readonly EnumEntry[];

export const eventType = defineEnum<EnumEntry, typeof entries>('eventType', entries);
