// Common interface labels (close, yes, no) kept as an enumeration so every app words them the same way.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 1, key: 'close', labels: { cs: 'Zavřít', sk: 'Zavrieť', en: 'Close', de: 'Schließen' } },
  { id: 2, key: 'yes', labels: { cs: 'Ano', sk: 'Áno', en: 'Yes', de: 'Ja' } },
  { id: 3, key: 'no', labels: { cs: 'Ne', sk: 'Nie', en: 'No', de: 'Nein' } },
] as const satisfies readonly EnumEntry[];

export const common = defineEnum<EnumEntry, typeof entries>('common', entries);
